/* test-play-clock.c — duration_s and thinking_s of whole games with
 * random "at" gaps and pauses, checked against sums made here */
#include "core/tm-json.h"
#include "core/tm-play-clock.h"
#include "core/tm-record.h"
#include "core-test-programs.h"

static const char * const whole_games[] = {
  "cots-full-game.json", "sisters-3p.json", "utena-full-won.json", "psi-full-game.json",
};

static char *
iso (gint64 seconds)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (seconds);

  return g_date_time_format_iso8601 (time);
}

static void
test_random_gaps (gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TM_TEST_DATA"), "cli", "records", data, NULL);
  g_autoptr(TmRecord) plain = tm_record_load_file (path, NULL);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TmRecord) timed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *created = NULL;
  gint64 expected_thinking[TM_RECORD_MAX_PLAYERS] = { 0 };
  gint64 expected_duration = 0;
  gint64 start = 1795000000 + g_test_rand_int_range (0, 1000000);
  gint64 now = start;
  TmPlayTimes times;
  guint n;

  g_assert_nonnull (plain);
  n = tm_record_get_n_moves (plain);
  game = tm_record_create_game (plain, &error);
  g_assert_no_error (error);

  created = iso (start);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TM_RECORD_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TM_RECORD_VERSION);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, tm_record_get_game_id (plain));
  json_builder_set_member_name (builder, "created");
  json_builder_add_string_value (builder, created);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tm_record_get_n_players (plain); i++)
    json_builder_add_string_value (builder, tm_record_get_player (plain, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, json_node_init_object (json_node_alloc (), tm_record_get_options (plain)));

  /* Each gap is a whole number of seconds; a pause, when there is one,
   * lies inside it, so what the gap adds is the gap less the pause. */
  g_autoptr(GArray) pauses = g_array_new (FALSE, FALSE, sizeof (gint64));
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *move = tm_record_get_move (plain, i);
      gint64 gap = g_test_rand_int_range (0, 600);
      gint64 paused = 0;
      int seat = tm_game_get_current_player (game);
      g_autofree char *at = NULL;
      g_autoptr(GList) members = json_object_get_members (move);

      if (gap > 2 && g_test_rand_bit ())
        {
          gint64 from = now + g_test_rand_int_range (0, (int) gap - 1);
          gint64 to = g_test_rand_int_range ((int) from, (int) (now + gap));

          paused = to - from;
          g_array_append_val (pauses, from);
          g_array_append_val (pauses, to);
        }
      now += gap;
      if (seat >= 0)
        expected_thinking[seat] += gap - paused;
      expected_duration += gap - paused;
      g_assert_true (tm_game_apply_move (game, move, NULL));

      at = iso (now);
      json_builder_begin_object (builder);
      for (GList *l = members; l != NULL; l = l->next)
        {
          json_builder_set_member_name (builder, l->data);
          json_builder_add_value (builder, json_node_copy (json_object_get_member (move, l->data)));
        }
      json_builder_set_member_name (builder, "at");
      json_builder_add_string_value (builder, at);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "pauses");
  json_builder_begin_array (builder);
  for (guint i = 0; i < pauses->len; i += 2)
    {
      g_autofree char *from = iso (g_array_index (pauses, gint64, i));
      g_autofree char *to = iso (g_array_index (pauses, gint64, i + 1));

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, from);
      json_builder_set_member_name (builder, "to");
      json_builder_add_string_value (builder, to);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  timed = tm_record_load_data (text, strlen (text), &error);
  g_assert_no_error (error);

  tm_play_clock_measure (timed, G_MAXUINT, TM_RECORD_NO_TIME, &times);
  g_assert_true (times.known);
  g_assert_cmpint (times.duration_s, ==, expected_duration);
  for (guint i = 0; i < tm_record_get_n_players (timed); i++)
    g_assert_cmpint (times.thinking_s[i], ==, expected_thinking[i]);

  /* The rules never see "at": the timed record replays as the plain one. */
  {
    int illegal = 0;
    g_autoptr(TmGame) replayed = tm_record_replay (timed, G_MAXUINT, &illegal, NULL, NULL);

    g_assert_cmpint (illegal, ==, -1);
    g_assert_cmpuint (tm_game_get_n_moves (replayed), ==, n);
  }

  /* Written and read back, the times are the same. */
  {
    g_autofree char *again = tm_record_to_data (timed, NULL);
    g_autoptr(TmRecord) reread = tm_record_load_data (again, strlen (again), &error);
    TmPlayTimes times_again;

    g_assert_no_error (error);
    tm_play_clock_measure (reread, G_MAXUINT, TM_RECORD_NO_TIME, &times_again);
    g_assert_cmpint (times_again.duration_s, ==, expected_duration);
  }

  /* Without "at" the duration is unknown, and the record still replays. */
  tm_play_clock_measure (plain, G_MAXUINT, TM_RECORD_NO_TIME, &times);
  g_assert_false (times.known);
}

static void
test_pause_resume (void)
{
  static const char * const players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
  gint64 created = tm_record_get_created_us (record);
  gboolean by_hand = FALSE;
  TmPlayTimes times;

  /* Leaving the game pauses; a pause by hand is not ended by coming back. */
  g_assert_true (tm_record_pause (record, created + 10 * G_USEC_PER_SEC, TRUE));
  g_assert_false (tm_record_resume (record, created + 20 * G_USEC_PER_SEC, FALSE));
  g_assert_true (tm_record_is_paused (record, &by_hand));
  g_assert_true (by_hand);
  tm_play_clock_measure (record, 0, created + 100 * G_USEC_PER_SEC, &times);
  g_assert_cmpint (times.duration_s, ==, 10);
  g_assert_cmpint (times.thinking_s[0], ==, 10);
  g_assert_true (tm_record_resume (record, created + 100 * G_USEC_PER_SEC, TRUE));
  tm_play_clock_measure (record, 0, created + 105 * G_USEC_PER_SEC, &times);
  g_assert_cmpint (times.duration_s, ==, 15);
}

static TmRecord *
load_text (const char  *text,
           GError     **error)
{
  return tm_record_load_data (text, strlen (text), error);
}

/* The one way the app enters a move stamps it with "at", and saving
 * keeps the stamp; a bad "at" is refused with its move named. */
static void
test_play_stamps_at (void)
{
  static const char * const players[] = { "Aoi", "Mio", NULL };
  g_autoptr(TmRecord) record = tm_record_new ("children-of-the-sun", players, NULL);
  g_autoptr(TmGame) game = tm_record_create_game (record, NULL);
  static const char move_text[] = "{\"type\":\"place\",\"card\":\"R+1\",\"cell\":[0,0]}";
  g_autoptr(JsonNode) move = tm_json_parse (move_text, strlen (move_text), NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) reread = NULL;
  g_autofree char *data = NULL;
  gint64 before = g_get_real_time () / G_USEC_PER_SEC * G_USEC_PER_SEC;
  gint64 at;

  g_assert_true (tm_record_play (record, game, json_node_get_object (move), &error));
  g_assert_no_error (error);
  at = tm_record_get_move_time (record, 0);
  g_assert_cmpint (at, >=, before);
  g_assert_cmpint (at, <=, g_get_real_time ());
  g_assert_false (json_object_has_member (tm_record_get_move (record, 0), "at"));

  data = tm_record_to_data (record, NULL);
  g_assert_nonnull (strstr (data, "\"at\""));
  reread = tm_record_load_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_record_get_move_time (reread, 0), ==, at);

  /* A move entered during a pause by hand ends the pause at its "at". */
  {
    static const char second_text[] = "{\"type\":\"place\",\"card\":\"R+2\",\"cell\":[2,2]}";
    g_autoptr(JsonNode) second = tm_json_parse (second_text, strlen (second_text), NULL);
    gint64 from, to;
    gboolean by_hand;

    g_assert_true (tm_record_pause (record, at, TRUE));
    g_assert_true (tm_record_play (record, game, json_node_get_object (second), &error));
    g_assert_no_error (error);
    g_assert_false (tm_record_is_paused (record, NULL));
    tm_record_get_pause (record, 0, &from, &to, &by_hand);
    g_assert_cmpint (from, ==, at);
    g_assert_cmpint (to, ==, tm_record_get_move_time (record, 1));
    g_assert_true (by_hand);
  }

  g_clear_object (&reread);
  reread = load_text ("{\"format\":\"tablemate-record\",\"version\":1,\"game\":\"children-of-the-sun\","
                                "\"players\":[\"A\",\"B\"],\"moves\":[{\"type\":\"pass\",\"at\":\"soon\"}]}",
                      &error);
  g_assert_null (reread);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "Move 1"));
}

int
test_play_clock_main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (whole_games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/play-clock/random-gaps/%s", whole_games[i]);

      g_test_add_data_func (name, whole_games[i], test_random_gaps);
    }
  g_test_add_func ("/play-clock/pause-resume", test_pause_resume);
  g_test_add_func ("/play-clock/play-stamps-at", test_play_stamps_at);
  return g_test_run ();
}

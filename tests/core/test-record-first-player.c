/* test-record-first-player.c — a record's "first_player" (issue #29):
 * kept through a save and a load, refused with one message when bad,
 * kept by a correction's copy, and never seen by the rules */
#include "core/tm-record.h"
#include "core-test-programs.h"

#include <string.h>

static const char * const three_players[] = { "Aoi", "Mio", "Ren", NULL };

#define HEAD "{\"format\":\"tablemate-record\",\"version\":1,\"game\":\"tsuki-no-utena\"," \
             "\"players\":[\"Aoi\",\"Mio\",\"Ren\"],\"moves\":[]"

static TmRecord *
load (const char  *text,
      GError     **error)
{
  return tm_record_load_data (text, strlen (text), error);
}

static void
test_round_trip (void)
{
  g_autoptr(TmRecord) record = tm_record_new ("tsuki-no-utena", three_players, NULL);
  g_autoptr(TmRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  JsonObject *member;
  gsize length;

  g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, -1);
  tm_record_set_first_player_drawn (record, 2);
  g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, 2);

  data = tm_record_to_data (record, &length);
  /* As docs/records.md shows it. */
  g_assert_true (json_parser_load_from_data (parser, data, -1, NULL));
  member = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                          "first_player");
  g_assert_nonnull (member);
  g_assert_cmpuint (json_object_get_size (member), ==, 2);
  g_assert_cmpint (json_object_get_int_member (member, "seat"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (member, "chosen"), ==, "random");

  loaded = tm_record_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_record_get_first_player_drawn (loaded), ==, 2);
  again = tm_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);
}

/* A record without it (every record before issue #29) stays valid and
 * is written back without it. */
static void
test_absent (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = load (HEAD "}", &error);
  g_autofree char *data = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (tm_record_get_first_player_drawn (record), ==, -1);
  data = tm_record_to_data (record, NULL);
  g_assert_null (strstr (data, "first_player"));
}

static const char * const bad_members[] = {
  "7",
  "null",
  "[0]",
  "{}",
  "{\"seat\":0}",
  "{\"chosen\":\"random\"}",
  "{\"seat\":3,\"chosen\":\"random\"}",       /* three players: 0 to 2 */
  "{\"seat\":-1,\"chosen\":\"random\"}",
  "{\"seat\":\"1\",\"chosen\":\"random\"}",
  "{\"seat\":1,\"chosen\":\"dice\"}",
  "{\"seat\":1,\"chosen\":null}",
  "{\"seat\":1,\"chosen\":\"random\",\"by\":\"Aoi\"}",
  "{\"seet\":1,\"chosen\":\"random\"}",
};

static void
test_bad (gconstpointer data)
{
  const char *member = data;
  g_autofree char *text = g_strdup_printf (HEAD ",\"first_player\":%s}", member);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) record = load (text, &error);

  g_assert_null (record);
  g_assert_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT);
  /* One message that names the field and what it must be. */
  g_assert_nonnull (strstr (error->message, "first_player"));
  g_assert_nonnull (strstr (error->message, "0 to 2"));
}

/* A correction starts from a copy of the record: it keeps who was drawn. */
static void
test_copy_keeps_it (void)
{
  g_autoptr(TmRecord) record = tm_record_new ("tsuki-no-utena", three_players, NULL);
  g_autoptr(GPtrArray) moves = g_ptr_array_new ();
  g_autoptr(TmRecord) copy = NULL;
  g_autoptr(TmRecord) plain = NULL;
  g_autoptr(TmRecord) plain_copy = NULL;

  tm_record_set_first_player_drawn (record, 1);
  copy = tm_record_copy_with_moves (record, moves);
  g_assert_cmpint (tm_record_get_first_player_drawn (copy), ==, 1);

  plain = tm_record_new ("tsuki-no-utena", three_players, NULL);
  plain_copy = tm_record_copy_with_moves (plain, moves);
  g_assert_cmpint (tm_record_get_first_player_drawn (plain_copy), ==, -1);
}

/* The rules never see it: the same record with and without it sets up
 * the same game, whose first player is the record's seat 0. */
static void
test_rules_do_not_see_it (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) with = load (HEAD ",\"first_player\":{\"seat\":2,\"chosen\":\"random\"}}", &error);
  g_autoptr(TmRecord) without = load (HEAD "}", NULL);
  g_autoptr(TmGame) game_with = NULL;
  g_autoptr(TmGame) game_without = NULL;
  g_autoptr(JsonNode) state_with = NULL;
  g_autoptr(JsonNode) state_without = NULL;

  g_assert_no_error (error);
  game_with = tm_record_create_game (with, &error);
  g_assert_no_error (error);
  game_without = tm_record_create_game (without, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tm_game_get_current_player (game_with), ==,
                   tm_game_get_current_player (game_without));
  state_with = tm_game_serialize_state (game_with);
  state_without = tm_game_serialize_state (game_without);
  g_assert_true (json_node_equal (state_with, state_without));
}

int
test_record_first_player_main (int   argc,
                               char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/first-player/round-trip", test_round_trip);
  g_test_add_func ("/record/first-player/absent", test_absent);
  for (guint i = 0; i < G_N_ELEMENTS (bad_members); i++)
    {
      g_autofree char *path = g_strdup_printf ("/record/first-player/bad/%u", i);

      g_test_add_data_func (path, bad_members[i], test_bad);
    }
  g_test_add_func ("/record/first-player/copy", test_copy_keeps_it);
  g_test_add_func ("/record/first-player/rules-do-not-see-it", test_rules_do_not_see_it);

  return g_test_run ();
}

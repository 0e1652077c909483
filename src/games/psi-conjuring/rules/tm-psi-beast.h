/* tm-psi-beast.h — what Tablemate knows of a Psi Conjuring beast card
 *
 * The manual prints no card list, so Tablemate knows a beast only by what
 * the players read off it: its name, its initial power (初期戦力) and the
 * range of its red and blue power tracks (赤・青戦力メモリ).  The yellow
 * zone of a track is not a number: a soul chip there means "no power".
 *
 * Names are compared after normalisation (NFKC, outer white space
 * removed, inner runs of white space made one space), so that "ｹﾙﾍﾞﾛｽ" and
 * "ケルベロス", or full-width and ASCII letters, name the same beast.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TM_PSI_MAX_POWER       99   /* the highest number a track may print */
#define TM_PSI_NAME_MAX_CHARS  64

typedef enum {
  TM_PSI_COLOUR_RED,    /* 赤: the ability of a card its master's enemy summoned */
  TM_PSI_COLOUR_BLUE,   /* 青: the ability of a card its master summoned */
} TmPsiColour;

#define TM_PSI_N_COLOURS 2

/* The numbers printed on one power track, lowest and highest. */
typedef struct
{
  int min;
  int max;
} TmPsiTrack;

/* "red" / "blue" in records; the translated word for people. */
const char *tm_psi_colour_to_string   (TmPsiColour   colour);
gboolean    tm_psi_colour_from_string (const char   *text,
                                       TmPsiColour  *colour);
const char *tm_psi_colour_describe    (TmPsiColour   colour);

/* The normalised name (a new string), or NULL with a
 * TM_RULES_ERROR_INVALID_MOVE error saying what is wrong with @text:
 * empty, too long, or holding control characters. */
char       *tm_psi_beast_name_normalize (const char  *text,
                                         GError     **error);
/* The normalised name as an interned string (pointer-comparable, kept
 * for the life of the process), or NULL with @error. */
const char *tm_psi_beast_name_intern    (const char  *text,
                                         GError     **error);

/* 0 ≤ min ≤ max ≤ TM_PSI_MAX_POWER. */
gboolean    tm_psi_track_is_valid     (TmPsiTrack    track);
gboolean    tm_psi_track_contains     (TmPsiTrack    track,
                                       int           power);
static inline gboolean
tm_psi_track_equal (TmPsiTrack a,
                    TmPsiTrack b)
{
  return a.min == b.min && a.max == b.max;
}

/* Where the soul chip ends up when an effect or damage would bring the
 * power to @raw: the chip cannot leave the printed track, so it stops at
 * its ends — except that a result of 0 or less is 0, no power (the
 * beast is destroyed if it had power 1 or more). */
int         tm_psi_track_clamp        (TmPsiTrack    track,
                                       int           raw);

/* "[min, max]" in JSON; parsing refuses anything but a valid track. */
gboolean    tm_psi_track_from_json    (JsonNode     *node,
                                       TmPsiTrack   *track);
JsonNode   *tm_psi_track_to_json      (TmPsiTrack    track);

G_END_DECLS

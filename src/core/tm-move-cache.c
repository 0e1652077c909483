/* tm-move-cache.c — a record's moves, read once into a game's own structs */
#include "tm-move-cache.h"

#include <string.h>

struct _TmMoveCache
{
  GType game_type;     /* 0 until prepared */
  guint rules;
  gsize size;          /* bytes of one game struct */
  gsize stride;        /* bytes of one entry: the struct, aligned */
  guint length;        /* moves read, from the first */
  GByteArray *data;    /* length entries of stride bytes */
  GByteArray *read;    /* length flags: whether move i has its struct */
};

TmMoveCache *
tm_move_cache_new (void)
{
  TmMoveCache *self = g_new0 (TmMoveCache, 1);

  self->data = g_byte_array_new ();
  self->read = g_byte_array_new ();
  return self;
}

void
tm_move_cache_free (TmMoveCache *self)
{
  if (self == NULL)
    return;
  g_byte_array_unref (self->data);
  g_byte_array_unref (self->read);
  g_free (self);
}

void
tm_move_cache_prepare (TmMoveCache *self,
                       GType        game_type,
                       guint        rules,
                       gsize        size)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (size > 0);

  if (self->game_type == game_type && self->rules == rules && self->size == size)
    return;
  self->game_type = game_type;
  self->rules = rules;
  self->size = size;
  /* Each struct at an address its own alignment allows. */
  self->stride = (size + sizeof (gpointer) - 1) / sizeof (gpointer) * sizeof (gpointer);
  tm_move_cache_forget_from (self, 0);
}

guint
tm_move_cache_get_length (TmMoveCache *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->length;
}

gconstpointer
tm_move_cache_get (TmMoveCache *self,
                   guint        index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->length, NULL);

  if (!self->read->data[index])
    return NULL;
  return self->data->data + (gsize) index * self->stride;
}

gpointer
tm_move_cache_append (TmMoveCache *self)
{
  guint8 yes = TRUE;
  guint8 *entry;

  g_return_val_if_fail (self != NULL && self->stride > 0, NULL);

  g_byte_array_set_size (self->data, (self->length + 1) * self->stride);
  g_byte_array_append (self->read, &yes, 1);
  entry = self->data->data + (gsize) self->length * self->stride;
  memset (entry, 0, self->stride);
  self->length++;
  return entry;
}

void
tm_move_cache_drop_last (TmMoveCache *self)
{
  g_return_if_fail (self != NULL && self->length > 0);
  self->read->data[self->length - 1] = FALSE;
}

void
tm_move_cache_forget_from (TmMoveCache *self,
                           guint        index)
{
  g_return_if_fail (self != NULL);

  if (index >= self->length)
    return;
  self->length = index;
  g_byte_array_set_size (self->data, index * self->stride);
  g_byte_array_set_size (self->read, index);
}

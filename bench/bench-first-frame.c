/* bench-first-frame.c — time from starting a program to its first drawn window
 *
 *   bench-first-frame [--timeout MS] [--settle MS] [--shot FILE.ppm]
 *                     [--then SHELL-COMMAND [--then-shot FILE.ppm]] -- COMMAND [ARG...]
 *
 * The same measurement for any X11 program (Tablemate and GNOME
 * Calculator alike), so their ratio is fair:
 *  1. listens for MapNotify on the root window (what `xdotool search
 *     --sync --onlyvisible` waits for, but event-driven: xdotool polls
 *     every 0.5 s), then starts COMMAND;
 *  2. "mapped": the first top-level window of the process (_NET_WM_PID,
 *     not override-redirect) is mapped;
 *  3. "drawn": the window's pixels are no longer one colour — checked
 *     at once and again on every DAMAGE event on the window (and every
 *     50 ms in case an event was missed);
 *  4. at that moment reads the CPU time the process has used so far (all
 *     its threads, /proc/PID/task/STAR/schedstat);
 *  5. --settle MS later reads its peak resident memory (VmHWM in
 *     /proc/PID/status) and ends it with SIGTERM.
 *  6. with --then, once the window has been quiet for 200 ms: runs
 *     SHELL-COMMAND (e.g. a D-Bus call that activates one of the app's
 *     actions) and times it until the window first shows something else
 *     (more than 1 % of its pixels changed), with the CPU time the program
 *     used meanwhile; --settle MS later reads VmHWM again.
 * Prints one tab-separated line (-1 for what was not measured):
 *   first-frame <map_ms> <drawn_ms> <cpu_ms> <hwm_kb> <rss_kb>
 *               <then_ms> <then_cpu_ms> <then_hwm_kb> <settled_ms> <gl>
 * settled_ms: the last frame after the first one that changed more than
 * 1 % of the pixels before 300 ms without such a change (the end of an
 * opening animation), or the first frame.  gl: 1 when the program had a
 * Mesa GL driver (a *_dri.so, llvmpipe's swrast under Xvfb) loaded at its
 * first frame, 0 when not: what tells a GL start from a cairo one.
 * With --shot, the pixels judged "drawn" are written as a PPM image;
 * with --then-shot, those of the first changed frame after the command.
 * Exit status: 0 fine, 1 the program exited or timed out before its first
 * frame, 2 bad usage or no X display.
 */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
ignore_x_errors (Display *dpy, XErrorEvent *event)
{
  (void) dpy;
  (void) event;
  return 0;
}

/* The _NET_WM_PID of @win, or 0. */
static long
window_pid (Display *dpy, Window win)
{
  Atom type;
  int format;
  unsigned long n, after;
  unsigned char *data = NULL;
  long pid = 0;
  Atom prop = XInternAtom (dpy, "_NET_WM_PID", False);

  if (XGetWindowProperty (dpy, win, prop, 0, 1, False, XA_CARDINAL, &type, &format,
                          &n, &after, &data) == Success && data != NULL)
    {
      if (type == XA_CARDINAL && format == 32 && n == 1)
        pid = *(long *) data;
      XFree (data);
    }
  return pid;
}

static XImage *
grab (Display *dpy, Window win)
{
  XWindowAttributes attrs;

  if (!XGetWindowAttributes (dpy, win, &attrs) || attrs.map_state != IsViewable)
    return NULL;
  return XGetImage (dpy, win, 0, 0, attrs.width, attrs.height, AllPlanes, ZPixmap);
}

/* The window's pixels, when they are not all one colour; NULL otherwise. */
static XImage *
drawn_image (Display *dpy, Window win)
{
  XImage *image = grab (dpy, win);

  if (image == NULL)
    return NULL;
  {
    unsigned long first = XGetPixel (image, 0, 0);

    for (int y = 0; y < image->height; y += 2)
      for (int x = 0; x < image->width; x += 2)
        if (XGetPixel (image, x, y) != first)
          return image;
  }
  XDestroyImage (image);
  return NULL;
}

/* The window's pixels, when more than 1 % of them differ from @before
 * (or its size changed); NULL otherwise. */
static XImage *
changed_image (Display *dpy, Window win, XImage *before)
{
  XImage *image = grab (dpy, win);
  long differ = 0, total = 0;

  if (image == NULL)
    return NULL;
  if (image->width != before->width || image->height != before->height)
    return image;
  for (int y = 0; y < image->height; y += 2)
    for (int x = 0; x < image->width; x += 2, total++)
      differ += XGetPixel (image, x, y) != XGetPixel (before, x, y);
  if (differ * 100 > total)
    return image;
  XDestroyImage (image);
  return NULL;
}

/* Handles the pending events; TRUE when one was damage to @win. */
static int
drain (Display *dpy, Window win, Damage damage, int damage_event)
{
  int damaged = 0;

  while (XPending (dpy) > 0)
    {
      XEvent event;

      XNextEvent (dpy, &event);
      if (event.type == damage_event + XDamageNotify
          && ((XDamageNotifyEvent *) &event)->drawable == win)
        {
          XDamageSubtract (dpy, damage, None, None);
          damaged = 1;
        }
    }
  return damaged;
}

/* Waits up to @ms for the X connection to have something to read. */
static void
wait_x (Display *dpy, double ms)
{
  struct pollfd pfd = { ConnectionNumber (dpy), POLLIN, 0 };

  if (XPending (dpy) == 0 && ms > 0)
    poll (&pfd, 1, (int) ms);
}

static void
write_ppm (XImage *image, const char *path)
{
  FILE *out = fopen (path, "wb");

  if (out == NULL)
    {
      fprintf (stderr, "bench-first-frame: %s: %s\n", path, strerror (errno));
      return;
    }
  fprintf (out, "P6\n%d %d\n255\n", image->width, image->height);
  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        unsigned long p = XGetPixel (image, x, y);
        unsigned char rgb[3] = { (p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff };

        fwrite (rgb, 1, 3, out);
      }
  fclose (out);
}

/* CPU time used by every thread of @pid, in ms (schedstat: ns on CPU). */
static double
cpu_ms (pid_t pid)
{
  char path[64];
  DIR *dir;
  struct dirent *entry;
  double total = 0;

  snprintf (path, sizeof path, "/proc/%d/task", (int) pid);
  dir = opendir (path);
  if (dir == NULL)
    return -1;
  while ((entry = readdir (dir)) != NULL)
    {
      char file[400];
      unsigned long long ns;
      FILE *in;

      if (entry->d_name[0] == '.')
        continue;
      snprintf (file, sizeof file, "%s/%s/schedstat", path, entry->d_name);
      in = fopen (file, "r");
      if (in == NULL)
        continue;
      if (fscanf (in, "%llu", &ns) == 1)
        total += ns / 1e6;
      fclose (in);
    }
  closedir (dir);
  return total;
}

/* Whether @pid has a Mesa DRI driver (GL) mapped: 1, 0, or -1 unknown. */
static int
has_gl_driver (pid_t pid)
{
  char path[64], line[512];
  FILE *in;
  int found = 0;

  snprintf (path, sizeof path, "/proc/%d/maps", (int) pid);
  in = fopen (path, "r");
  if (in == NULL)
    return -1;
  while (!found && fgets (line, sizeof line, in) != NULL)
    found = strstr (line, "_dri.so") != NULL;
  fclose (in);
  return found;
}

/* A "VmHWM:" style line of /proc/PID/status, in kB, or -1. */
static long
status_kb (pid_t pid, const char *key)
{
  char path[64], line[256];
  FILE *in;
  long value = -1;
  size_t len = strlen (key);

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  in = fopen (path, "r");
  if (in == NULL)
    return -1;
  while (fgets (line, sizeof line, in) != NULL)
    if (strncmp (line, key, len) == 0 && line[len] == ':')
      {
        value = strtol (line + len + 1, NULL, 10);
        break;
      }
  fclose (in);
  return value;
}

static void
stop (pid_t pid)
{
  double until = now_ms () + 3000;

  kill (pid, SIGTERM);
  while (now_ms () < until)
    {
      if (waitpid (pid, NULL, WNOHANG) == pid)
        return;
      usleep (5000);
    }
  kill (pid, SIGKILL);
  waitpid (pid, NULL, 0);
}

static void
usage (void)
{
  fprintf (stderr, "usage: bench-first-frame [--timeout MS] [--settle MS] [--shot FILE.ppm]\n"
                   "                         [--then SHELL-COMMAND [--then-shot FILE.ppm]] -- COMMAND [ARG...]\n");
  exit (2);
}

int
main (int argc, char *argv[])
{
  double timeout = 30000, settle = 500;
  const char *shot = NULL, *then = NULL, *then_shot = NULL;
  double then_ms = -1, then_cpu = -1;
  long then_hwm = -1;
  Display *dpy;
  Window root, win = None;
  Damage damage = None;
  int damage_event, damage_error;
  double start, map_at = -1, drawn_at = -1, settled_at = -1, cpu = -1, deadline;
  int gl = -1;
  XImage *image = NULL;
  pid_t pid;
  int i;

  for (i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        {
          i++;
          break;
        }
      if (i + 1 >= argc)
        usage ();
      if (strcmp (argv[i], "--timeout") == 0)
        timeout = atof (argv[++i]);
      else if (strcmp (argv[i], "--settle") == 0)
        settle = atof (argv[++i]);
      else if (strcmp (argv[i], "--shot") == 0)
        shot = argv[++i];
      else if (strcmp (argv[i], "--then") == 0)
        then = argv[++i];
      else if (strcmp (argv[i], "--then-shot") == 0)
        then_shot = argv[++i];
      else
        usage ();
    }
  if (i >= argc)
    usage ();

  dpy = XOpenDisplay (NULL);
  if (dpy == NULL)
    {
      fprintf (stderr, "bench-first-frame: no X display\n");
      return 2;
    }
  if (!XDamageQueryExtension (dpy, &damage_event, &damage_error))
    {
      fprintf (stderr, "bench-first-frame: the X server has no DAMAGE extension\n");
      return 2;
    }
  XSetErrorHandler (ignore_x_errors);
  root = DefaultRootWindow (dpy);
  XSelectInput (dpy, root, SubstructureNotifyMask);
  XSync (dpy, False);

  fflush (NULL);
  start = now_ms ();
  pid = fork ();
  if (pid < 0)
    {
      perror ("bench-first-frame: fork");
      return 2;
    }
  if (pid == 0)
    {
      close (ConnectionNumber (dpy));
      execvp (argv[i], argv + i);
      fprintf (stderr, "bench-first-frame: %s: %s\n", argv[i], strerror (errno));
      _exit (127);
    }

  deadline = start + timeout;
  while (drawn_at < 0 && now_ms () < deadline)
    {
      struct pollfd pfd = { ConnectionNumber (dpy), POLLIN, 0 };
      int status;

      if (waitpid (pid, &status, WNOHANG) == pid)
        {
          fprintf (stderr, "bench-first-frame: %s exited before its first frame\n", argv[i]);
          return 1;
        }
      if (XPending (dpy) == 0)
        {
          poll (&pfd, 1, 50);
          if (XPending (dpy) == 0)
            {
              /* Nothing reported: look anyway (a missed damage event). */
              if (win != None && (image = drawn_image (dpy, win)) != NULL)
                drawn_at = now_ms ();
              continue;
            }
        }
      while (XPending (dpy) > 0 && drawn_at < 0)
        {
          XEvent event;

          XNextEvent (dpy, &event);
          if (event.type == MapNotify && win == None && !event.xmap.override_redirect)
            {
              long owner = window_pid (dpy, event.xmap.window);

              if (owner != 0 && owner != pid)
                continue;
              win = event.xmap.window;
              map_at = now_ms ();
              damage = XDamageCreate (dpy, win, XDamageReportNonEmpty);
              XSync (dpy, False);
              /* It may have been drawn before the damage was watched. */
              if ((image = drawn_image (dpy, win)) != NULL)
                drawn_at = now_ms ();
            }
          else if (event.type == damage_event + XDamageNotify
                   && ((XDamageNotifyEvent *) &event)->drawable == win)
            {
              XDamageSubtract (dpy, damage, None, None);
              if ((image = drawn_image (dpy, win)) != NULL)
                drawn_at = now_ms ();
            }
        }
    }

  if (drawn_at < 0)
    {
      fprintf (stderr, "bench-first-frame: no frame from %s within %.0f ms (%s)\n",
               argv[i], timeout, win == None ? "no window mapped" : "mapped, never drawn");
      stop (pid);
      return 1;
    }
  cpu = cpu_ms (pid);
  gl = has_gl_driver (pid);

  /* Let it settle (whatever it does after its first frame counts for the
   * peak memory), then read the peak.  Meanwhile "settled": the last
   * frame that changed more than 1 % of the pixels (an animation such as
   * a page's crossfade; not a blinking cursor) before 300 ms without one. */
  {
    XImage *last = image;
    double until = drawn_at + settle;

    settled_at = drawn_at;
    while (now_ms () < until || (now_ms () < settled_at + 300 && now_ms () < drawn_at + 5000))
      {
        if (drain (dpy, win, damage, damage_event))
          {
            XImage *next = changed_image (dpy, win, last);

            if (next != NULL)
              {
                settled_at = now_ms ();
                if (last != image)
                  XDestroyImage (last);
                last = next;
              }
          }
        wait_x (dpy, 20);
      }
    if (last != image)
      XDestroyImage (last);
  }
  {
    long hwm = status_kb (pid, "VmHWM"), rss = status_kb (pid, "VmRSS");

    if (then != NULL)
      {
        XImage *before = NULL, *after = NULL;
        double quiet_since = now_ms (), limit = now_ms () + 5000, t0, cpu0;
        pid_t shell;
        int shell_status = -1;

        /* Quiet: no damage for 200 ms (or 5 s passed). */
        while (now_ms () < quiet_since + 200 && now_ms () < limit)
          {
            if (drain (dpy, win, damage, damage_event))
              quiet_since = now_ms ();
            wait_x (dpy, 20);
          }
        before = grab (dpy, win);
        cpu0 = cpu_ms (pid);
        fflush (NULL);
        t0 = now_ms ();
        shell = fork ();
        if (shell == 0)
          {
            close (ConnectionNumber (dpy));
            execl ("/bin/sh", "sh", "-c", then, (char *) NULL);
            _exit (127);
          }
        deadline = t0 + timeout;
        while (before != NULL && shell > 0 && now_ms () < deadline)
          {
            /* Look on damage, and every 50 ms anyway. */
            wait_x (dpy, 50);
            drain (dpy, win, damage, damage_event);
            if ((after = changed_image (dpy, win, before)) != NULL)
              {
                then_ms = now_ms () - t0;
                then_cpu = cpu_ms (pid) - cpu0;
                break;
              }
            if (shell_status == -1 && waitpid (shell, &shell_status, WNOHANG) == shell
                && !(WIFEXITED (shell_status) && WEXITSTATUS (shell_status) == 0))
              {
                fprintf (stderr, "bench-first-frame: the --then command failed\n");
                break;
              }
          }
        if (shell > 0 && shell_status == -1)
          waitpid (shell, &shell_status, 0);
        if (after != NULL)
          {
            double shown = now_ms ();

            while (now_ms () < shown + settle)
              {
                drain (dpy, win, damage, damage_event);
                wait_x (dpy, shown + settle - now_ms ());
              }
            then_hwm = status_kb (pid, "VmHWM");
            if (then_shot != NULL)
              write_ppm (after, then_shot);
            XDestroyImage (after);
          }
        else
          fprintf (stderr, "bench-first-frame: the window did not change after the --then command\n");
        if (before != NULL)
          XDestroyImage (before);
      }

    printf ("first-frame\t%.1f\t%.1f\t%.1f\t%ld\t%ld\t%.1f\t%.1f\t%ld\t%.1f\t%d\n",
            map_at - start, drawn_at - start, cpu, hwm, rss, then_ms, then_cpu, then_hwm,
            settled_at - start, gl);
    fflush (stdout);
  }

  if (shot != NULL)
    write_ppm (image, shot);
  XDestroyImage (image);
  if (damage != None)
    XDamageDestroy (dpy, damage);
  XCloseDisplay (dpy);
  stop (pid);
  return 0;
}

"""Small figures shared by the place scenes: people, boats, cars, trees and animals.

Figures drawn in local coordinates take (x, y) as the point where they stand on the ground and a
scale k; a negative k mirrors them so they face left.
"""

import math

from lib import f, smooth_d


def place(x, y, k):
    return f'translate({f(x)},{f(y)}) scale({f(k)},{f(abs(k))})'


def person(s, x, y, h, fill, dress=None, op=1):
    """A standing figure about h tall, feet at (x, y)."""
    u = h / 10
    s.g(fill=fill, opacity=op)
    s.circle(x, y - 9 * u, 1.1 * u, fill)
    s.path(f'M{f(x - 1.5 * u)},{f(y - 7.6 * u)}L{f(x + 1.5 * u)},{f(y - 7.6 * u)}L{f(x + 1.8 * u)},{f(y - 3.8 * u)}'
           f'L{f(x - 1.8 * u)},{f(y - 3.8 * u)}Z', dress or fill)
    s.path(f'M{f(x - 1.3 * u)},{f(y - 4 * u)}L{f(x - 0.2 * u)},{f(y - 4 * u)}L{f(x - 0.3 * u)},{f(y)}L{f(x - 1.2 * u)},{f(y)}Z'
           f'M{f(x + 0.2 * u)},{f(y - 4 * u)}L{f(x + 1.3 * u)},{f(y - 4 * u)}L{f(x + 1.2 * u)},{f(y)}L{f(x + 0.3 * u)},{f(y)}Z', fill)
    s.end()


def reflect(s, y, op=0.3):
    """Start a group mirrored about the horizontal line y (close it with s.end())."""
    s.g(transform=f'translate(0,{f(2 * y)}) scale(1,-1)', opacity=op)


def sailboat(s, x, y, k, hull='#ffffff', sail='#fdfdfb', jib='#e9eef5'):
    s.path(f'M{f(x - 26 * k)},{f(y)}L{f(x + 26 * k)},{f(y)}L{f(x + 18 * k)},{f(y + 8 * k)}L{f(x - 20 * k)},{f(y + 8 * k)}Z', hull)
    s.poly([(x, y - 2), (x, y - 52 * k), (x + 24 * k, y - 2)], sail)
    s.poly([(x - 3 * k, y - 2), (x - 3 * k, y - 40 * k), (x - 20 * k, y - 2)], jib)


def motorboat(s, x, y, k, hull='#ffffff', cabin='#e8eef3', stripe=None):
    s.path(f'M{f(x - 30 * k)},{f(y)}L{f(x + 34 * k)},{f(y)}L{f(x + 24 * k)},{f(y + 10 * k)}L{f(x - 26 * k)},{f(y + 10 * k)}Z', hull)
    if stripe:
        s.rect(x - 28 * k, y + 3 * k, 58 * k, 2.5 * k, stripe)
    s.path(f'M{f(x - 14 * k)},{f(y)}L{f(x - 10 * k)},{f(y - 9 * k)}L{f(x + 10 * k)},{f(y - 9 * k)}L{f(x + 16 * k)},{f(y)}Z', cabin)
    s.path(f'M{f(x - 34 * k)},{f(y + 13 * k)}L{f(x + 44 * k)},{f(y + 13 * k)}', 'none', stroke='#ffffff',
           stroke_width=1.5, opacity=0.55)


def classic_car(s, x, y, k, body, roof=None, trim='#f4f1ea'):
    """A 1950s American sedan in profile facing right, wheels on y."""
    roof = roof or body
    s.g(transform=place(x, y, k))
    s.path('M-62,-12L-60,-26L-52,-30L-40,-31L-22,-32L-12,-46L22,-46L34,-32L56,-30L64,-24L64,-12Z', body)
    s.path('M-12,-46L22,-46L34,-32L-22,-32Z', roof)
    s.path('M-9,-43L5,-43L5,-33L-17,-33Z M9,-43L20,-43L29,-33L9,-33Z', '#9fc7dd')
    s.path('M-62,-26L-66,-34L-54,-30Z', body)
    s.rect(-62, -19, 126, 3, trim)
    s.rect(58, -22, 8, 10, trim, rx=2)
    s.rect(-64, -16, 8, 5, trim, rx=2)
    for wx in (-38, 38):
        s.circle(wx, -9, 11, '#22222a')
        s.circle(wx, -9, 6.5, '#f4f4f0')
        s.circle(wx, -9, 3.5, '#b9bcc4')
    s.end()


def acacia(s, x, y, h, w, fill):
    """Umbrella thorn acacia: a forked trunk under a flat, layered crown."""
    fork = (x + w * 0.02, y - h * 0.42)
    s.path(f'M{f(x)},{f(y)}L{f(fork[0])},{f(fork[1])}', 'none', stroke=fill, stroke_width=f(max(3, w * 0.035)),
           stroke_linecap='round')
    for tx, ty, sw in [(-0.3, 0.86, 0.022), (0.04, 0.92, 0.018), (0.3, 0.88, 0.02), (-0.12, 0.9, 0.012)]:
        ex, ey = x + w * tx, y - h * ty
        s.path(f'M{f(fork[0])},{f(fork[1])}Q{f((fork[0] + ex) / 2 + w * tx * 0.2)},{f((fork[1] + ey) / 2 + h * 0.06)} '
               f'{f(ex)},{f(ey)}', 'none', stroke=fill, stroke_width=f(max(2, w * sw)), stroke_linecap='round')
    for cx, cy, rx, ry in [(0, 0.9, 0.5, 0.07), (-0.18, 0.97, 0.3, 0.06), (0.2, 0.96, 0.28, 0.055)]:
        s.ellipse(x + w * cx, y - h * cy, w * rx, h * ry, fill)


def giraffe(s, x, y, k, fill):
    legs = ''.join(f'M{lx - 1.6},0L{lx - 2.3},-42L{lx + 2.3},-42L{lx + 1.6},0Z' for lx in (-13, -8, 8, 13))
    s.path(legs + 'M-18,-40C-20,-48 -16,-52 -10,-53L10,-58C16,-59 18,-52 16,-44C12,-40 -12,-38 -18,-40Z'
           'M7,-54L25,-93L31,-92L17,-46Z'
           'M24,-95C27,-100 33,-100 36,-97L43,-93C44,-91 43,-89 41,-89L32,-89C29,-89 25,-91 24,-95Z'
           'M24,-96L19,-98L24,-93Z M26,-98L26,-104L28,-104L28,-98Z M30,-99L31,-104L33,-104L32,-98Z', fill,
           transform=place(x, y, k))
    s.path('M-17,-47Q-21,-38 -20,-28', 'none', stroke=fill, stroke_width=1.4, transform=place(x, y, k))


def elephant(s, x, y, k, fill):
    s.path('M-30,0L-30,-22C-40,-30 -38,-52 -20,-58C-4,-64 18,-62 26,-56C34,-56 44,-50 46,-38C48,-28 46,-16 50,-6'
           'L54,0L48,0L42,-10C40,-20 38,-24 36,-24L32,-22L32,0L24,0L22,-20L0,-20L-2,0L-10,0L-12,-20L-20,-20L-22,0Z', fill,
           transform=place(x, y, k))
    s.path('M14,-56C6,-52 6,-34 14,-28C22,-26 28,-36 26,-48Z', '#000', opacity=0.18, transform=place(x, y, k))


def wildebeest(s, x, y, k, fill):
    s.path('M-16,0L-15,-14L-18,-16L-18,-22L-10,-26L6,-30L12,-30L18,-26L22,-18L24,-12L20,-10L16,-16L12,-14L11,0L9,0L8,-14'
           'L4,-14L4,0L2,0L1,-14L-10,-14L-11,0L-13,0L-13,-14Z M12,-30L8,-34L14,-32Z M16,-29L20,-34L18,-28Z'
           'M-18,-20L-22,-8L-20,-8Z', fill, transform=place(x, y, k))


def camel(s, x, y, k, fill, rider=None):
    s.path('M-22,0L-21,-24C-26,-28 -25,-36 -18,-38C-14,-46 -4,-48 2,-40C8,-44 14,-42 16,-34L24,-46L26,-52L36,-52L37,-47L32,-44'
           'L22,-28L18,-22L18,0L15,0L13,-20L-8,-20L-9,0L-12,0L-13,-20L-18,-20L-19,0Z', fill, transform=place(x, y, k))
    if rider:
        s.path('M-6,-44L-8,-58L-4,-66L2,-66L4,-58L2,-44Z M-1,-68m-4.5,0a4.5,4.5 0 1,0 9,0a4.5,4.5 0 1,0 -9,0', rider,
               transform=place(x, y, k))


def wave_lines(s, y0, y1, color, n=6, op=0.4, amp=4, w=2):
    """Soft horizontal swell lines across the water."""
    for i in range(n):
        y = y0 + (y1 - y0) * i / max(1, n - 1)
        p = [(x, y + amp * math.sin(x / 60 + i * 1.7)) for x in range(-20, 840, 60)]
        s.path(smooth_d(p), 'none', stroke=color, stroke_width=f(w * (0.6 + 0.8 * i / max(1, n - 1))), opacity=op)


def window_grid(s, x, y, w, h, cols, rows, fill, op=1.0, fw=0.5, fh=0.55, lit=None, lit_p=0.0):
    """Rows and columns of windows inside the box (x, y, w, h); some lit when lit is given."""
    r = s.rng
    cw, rh = w / cols, h / rows
    for i in range(rows):
        for j in range(cols):
            c = lit if lit and r.random() < lit_p else fill
            s.rect(x + j * cw + cw * (1 - fw) / 2, y + i * rh + rh * (1 - fh) / 2, cw * fw, rh * fh, c, opacity=op)

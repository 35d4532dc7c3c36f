"""Tiny SVG drawing helpers for the procedural travel illustrations (dev-only)."""

import math
import random


def f(v):
    s = f'{v:.1f}'
    return s[:-2] if s.endswith('.0') else s


def pts(points):
    return ' '.join(f'{f(x)},{f(y)}' for x, y in points)


def attrs(kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip('_').replace('_', '-')
        out.append(f'{k}="{f(v) if isinstance(v, float) else v}"')
    return (' ' + ' '.join(out)) if out else ''


def smooth_d(p, close_to=None):
    """Catmull-Rom spline through points p as an SVG path; optionally closed down to y=close_to."""
    d = f'M{f(p[0][0])},{f(p[0][1])}'
    for i in range(len(p) - 1):
        p0 = p[i - 1] if i > 0 else p[i]
        p1, p2 = p[i], p[i + 1]
        p3 = p[i + 2] if i + 2 < len(p) else p2
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f'C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(p2[0])},{f(p2[1])}'
    if close_to is not None:
        d += f'L{f(p[-1][0])},{f(close_to)}L{f(p[0][0])},{f(close_to)}Z'
    return d


def poly_d(p, close_to=None):
    d = 'M' + 'L'.join(f'{f(x)},{f(y)}' for x, y in p)
    if close_to is not None:
        d += f'L{f(p[-1][0])},{f(close_to)}L{f(p[0][0])},{f(close_to)}Z'
    else:
        d += 'Z'
    return d


class Svg:
    def __init__(self, w=800, h=600, seed=1):
        self.W, self.H = w, h
        self.defs, self.els = [], []
        self.n = 0
        self.rng = random.Random(seed)

    # ---- defs
    def _id(self, p):
        self.n += 1
        return f'{p}{self.n}'

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, user=None):
        gid = self._id('l')
        s = ''.join(
            f'<stop offset="{o}" stop-color="{c}"'
            + (f' stop-opacity="{rest[0]}"' if rest else '')
            + '/>'
            for o, c, *rest in stops
        )
        units = ' gradientUnits="userSpaceOnUse"' if user else ''
        self.defs.append(
            f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{units}>{s}</linearGradient>'
        )
        return f'url(#{gid})'

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5):
        gid = self._id('r')
        s = ''.join(
            f'<stop offset="{o}" stop-color="{c}"'
            + (f' stop-opacity="{rest[0]}"' if rest else '')
            + '/>'
            for o, c, *rest in stops
        )
        self.defs.append(f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">{s}</radialGradient>')
        return f'url(#{gid})'

    def blur(self, sd):
        fid = self._id('b')
        self.defs.append(
            f'<filter id="{fid}" x="-20%" y="-20%" width="140%" height="140%">'
            f'<feGaussianBlur stdDeviation="{sd}"/></filter>'
        )
        return f'url(#{fid})'

    def clip(self, inner):
        cid = self._id('c')
        self.defs.append(f'<clipPath id="{cid}">{inner}</clipPath>')
        return f'url(#{cid})'

    def mask(self, inner):
        mid = self._id('m')
        self.defs.append(f'<mask id="{mid}">{inner}</mask>')
        return f'url(#{mid})'

    # ---- elements
    def add(self, s):
        self.els.append(s)

    def g(self, **kw):
        self.add(f'<g{attrs(kw)}>')

    def end(self):
        self.add('</g>')

    def rect(self, x, y, w, h, fill, **kw):
        self.add(f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" fill="{fill}"{attrs(kw)}/>')

    def circle(self, x, y, r, fill, **kw):
        self.add(f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="{fill}"{attrs(kw)}/>')

    def ellipse(self, x, y, rx, ry, fill, **kw):
        self.add(f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{attrs(kw)}/>')

    def path(self, d, fill, **kw):
        self.add(f'<path d="{d}" fill="{fill}"{attrs(kw)}/>')

    def poly(self, p, fill, **kw):
        self.add(f'<polygon points="{pts(p)}" fill="{fill}"{attrs(kw)}/>')

    def line(self, x1, y1, x2, y2, stroke, w=1, **kw):
        self.add(
            f'<line x1="{f(x1)}" y1="{f(y1)}" x2="{f(x2)}" y2="{f(y2)}" stroke="{stroke}" '
            f'stroke-width="{f(w)}"{attrs(kw)}/>'
        )

    def render(self):
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.W}" height="{self.H}" '
            f'viewBox="0 0 {self.W} {self.H}"><defs>{"".join(self.defs)}</defs>'
            + '\n'.join(self.els)
            + '</svg>\n'
        )

    # ---- scenery building blocks
    def sky(self, stops, y2=None):
        self.rect(0, 0, self.W, y2 if y2 is not None else self.H, self.lin(stops))

    def sun(self, x, y, r, color, glow=None, glow_r=3.2, op=1):
        if glow:
            self.circle(x, y, r * glow_r, self.rad([(0, glow, 0.55), (0.35, glow, 0.22), (1, glow, 0)]))
        self.circle(x, y, r, color, opacity=op)

    def ridge_points(self, base, disp, depth=6, rough=0.55, x0=0, x1=None, y0=None, y1=None):
        r = self.rng
        x1 = self.W if x1 is None else x1
        a = base + r.uniform(-disp, disp) * 0.5 if y0 is None else y0
        b = base + r.uniform(-disp, disp) * 0.5 if y1 is None else y1
        p = [(x0, a), (x1, b)]
        for _ in range(depth):
            q = []
            for (ax, ay), (bx, by) in zip(p, p[1:]):
                q.append((ax, ay))
                q.append(((ax + bx) / 2, (ay + by) / 2 + r.uniform(-disp, disp)))
            q.append(p[-1])
            p = q
            disp *= rough
        return p

    def ridge(self, base, disp, fill, depth=6, rough=0.55, smooth=False, bottom=None, **kw):
        p = self.ridge_points(base, disp, depth, rough)
        bottom = self.H if bottom is None else bottom
        self.path((smooth_d if smooth else poly_d)(p, bottom), fill, **kw)
        return p

    def hills(self, base, amp, fill, n=5, phase=0.0, bottom=None, **kw):
        """Gentle smooth hills made of a few sine bumps."""
        p = []
        for i in range(n * 4 + 1):
            x = self.W * i / (n * 4)
            y = base - amp * (0.6 * math.sin(i * math.pi / 4 * 1.3 + phase) + 0.4 * math.sin(i * 0.9 + phase * 2))
            p.append((x, y))
        self.path(smooth_d(p, self.H if bottom is None else bottom), fill, **kw)
        return p

    def peaks(self, p, fill, shade=None, snow=None, bottom=None, snow_t=0.28):
        """Faceted mountain range through explicit points; local minima in y are peaks."""
        bottom = self.H if bottom is None else bottom
        self.path(poly_d(p, bottom), fill)
        r = self.rng
        for i in range(1, len(p) - 1):
            (lx, ly), (px, py), (rx, ry) = p[i - 1], p[i], p[i + 1]
            if py < ly and py < ry:
                if shade:
                    foot = (px + (rx - px) * 0.25 + r.uniform(-10, 10), bottom)
                    self.poly([(px, py), (rx, ry), (rx, bottom), foot], shade)
                if snow:
                    t = snow_t * min(1, (min(ly, ry) - py) / 120 + 0.3)
                    L = (px + (lx - px) * t, py + (ly - py) * t)
                    R = (px + (rx - px) * t, py + (ry - py) * t)
                    zz = [R]
                    k = 4
                    for j in range(1, k):
                        x = R[0] + (L[0] - R[0]) * j / k
                        y = R[1] + (L[1] - R[1]) * j / k + (r.uniform(4, 12) if j % 2 else -r.uniform(0, 4))
                        zz.append((x, y))
                    zz.append(L)
                    self.poly([(px, py)] + zz, snow)

    def cloud(self, x, y, s, fill='#ffffff', op=0.9):
        self.g(opacity=op, fill=fill)
        self.add(
            f'<circle cx="{f(x - 28 * s)}" cy="{f(y)}" r="{f(16 * s)}"/>'
            f'<circle cx="{f(x)}" cy="{f(y - 10 * s)}" r="{f(24 * s)}"/>'
            f'<circle cx="{f(x + 26 * s)}" cy="{f(y - 2 * s)}" r="{f(17 * s)}"/>'
            f'<rect x="{f(x - 46 * s)}" y="{f(y - 2 * s)}" width="{f(92 * s)}" height="{f(18 * s)}" rx="{f(9 * s)}"/>'
        )
        self.end()

    def birds(self, x, y, s=1, color='#2d2d3a', n=3):
        r = self.rng
        d = ''
        for _ in range(n):
            bx, by, k = x + r.uniform(-40, 40) * s, y + r.uniform(-20, 20) * s, s * r.uniform(0.7, 1.2)
            d += (
                f'M{f(bx - 8 * k)},{f(by)}Q{f(bx - 4 * k)},{f(by - 5 * k)} {f(bx)},{f(by)}'
                f'Q{f(bx + 4 * k)},{f(by - 5 * k)} {f(bx + 8 * k)},{f(by)}'
            )
        self.path(d, 'none', stroke=color, stroke_width=f(1.6 * s), stroke_linecap='round')

    def stars(self, n, ymax, color='#ffffff'):
        r = self.rng
        for _ in range(n):
            self.circle(r.uniform(0, self.W), r.uniform(0, ymax), r.uniform(0.6, 1.8), color,
                        opacity=f(r.uniform(0.4, 1)))

    def pine(self, x, y, h, fill, trunk=None):
        if trunk:
            self.rect(x - h * 0.035, y - h * 0.16, h * 0.07, h * 0.16, trunk)
        p = []
        tiers = 3
        for k in range(tiers):
            tb = y - h * 0.12 - k * h * 0.26
            w = h * 0.3 * (1 - k * 0.24)
            p.append([(x - w, tb), (x, tb - h * 0.5), (x + w, tb)])
        d = ''.join('M' + 'L'.join(f'{f(a)},{f(b)}' for a, b in t) + 'Z' for t in p)
        self.path(d, fill)

    def forest(self, x0, x1, y, hmin, hmax, fills, n, jitter=6):
        r = self.rng
        items = sorted(
            ((r.uniform(x0, x1), y + r.uniform(-jitter, jitter), r.uniform(hmin, hmax)) for _ in range(n)),
            key=lambda t: t[1],
        )
        for x, yy, h in items:
            self.pine(x, yy, h, r.choice(fills))

    def cypress(self, x, y, h, w, fill):
        self.path(
            f'M{f(x)},{f(y - h)}C{f(x + w)},{f(y - h * 0.62)} {f(x + w * 0.85)},{f(y)} {f(x)},{f(y)}'
            f'C{f(x - w * 0.85)},{f(y)} {f(x - w)},{f(y - h * 0.62)} {f(x)},{f(y - h)}Z',
            fill,
        )

    def palm(self, x, y, h, lean, trunk='#6b4a35', leaf='#2f7a4f', leaf2=None, s=1.0):
        # curved trunk as a tapered polygon
        cx, cy = x + lean * 0.15, y - h * 0.55
        tx, ty = x + lean, y - h
        left, right = [], []
        n = 12
        for i in range(n + 1):
            t = i / n
            px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * tx
            py = (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ty
            w = (7 - 3.5 * t) * s
            left.append((px - w, py))
            right.append((px + w, py))
        self.poly(left + right[::-1], trunk)
        for i in range(2, n, 2):  # trunk rings
            a, b = left[i], right[i]
            self.line(a[0], a[1], b[0], b[1], '#000', 1.2 * s, opacity=0.2)
        leaf2 = leaf2 or leaf
        for k, ang in enumerate([-170, -140, -105, -70, -35, -8, 200, 160]):
            a = math.radians(ang)
            L = h * (0.42 if k % 2 else 0.5) * (0.85 + 0.15 * math.cos(a))
            ex, ey = tx + L * math.cos(a), ty + L * math.sin(a) + L * 0.45
            mx, my = tx + L * 0.55 * math.cos(a), ty + L * 0.55 * math.sin(a) - L * 0.12
            nx, ny = -(ey - ty), ex - tx
            nl = math.hypot(nx, ny) or 1
            wv = 0.16 * L
            c1 = (mx + nx / nl * wv, my + ny / nl * wv)
            c2 = (mx - nx / nl * wv, my - ny / nl * wv)
            self.path(
                f'M{f(tx)},{f(ty)}Q{f(c1[0])},{f(c1[1])} {f(ex)},{f(ey)}Q{f(c2[0])},{f(c2[1])} {f(tx)},{f(ty)}Z',
                leaf if k % 2 else leaf2,
            )
        self.circle(tx - 3 * s, ty + 5 * s, 4 * s, '#5a3b22')
        self.circle(tx + 4 * s, ty + 6 * s, 4 * s, '#6b4a2a')

    def blob_tree(self, x, y, r, fill, trunk='#5b4636', shade=None):
        self.rect(x - r * 0.1, y - r * 0.9, r * 0.2, r * 0.9, trunk)
        self.circle(x, y - r * 1.5, r, fill)
        self.circle(x - r * 0.6, y - r * 1.1, r * 0.7, fill)
        self.circle(x + r * 0.6, y - r * 1.15, r * 0.72, fill)
        if shade:
            self.circle(x + r * 0.35, y - r * 1.05, r * 0.55, shade)

    def glitter(self, x, y0, y1, width, color='#ffffff', n=14, op=0.6):
        r = self.rng
        for i in range(n):
            t = i / max(1, n - 1)
            y = y0 + (y1 - y0) * t
            w = width * (0.3 + 0.7 * t) * r.uniform(0.4, 1)
            self.rect(x - w / 2 + r.uniform(-8, 8) * t, y, w, 1.5 + 2 * t, color, opacity=f(op * (1 - 0.5 * t)), rx=1.5)

    def waves(self, y0, y1, color, n=40, op=0.35):
        r = self.rng
        for _ in range(n):
            y = r.uniform(y0, y1)
            t = (y - y0) / max(1, (y1 - y0))
            w = 10 + 40 * t
            x = r.uniform(0, self.W)
            self.rect(x, y, w, 1 + 1.5 * t, color, opacity=f(op), rx=1)

    def crescent(self, x, y, r, fill):
        m = self.mask(
            f'<rect width="{self.W}" height="{self.H}" fill="black"/>'
            f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="white"/>'
            f'<circle cx="{f(x + r * 0.45)}" cy="{f(y - r * 0.2)}" r="{f(r * 0.9)}" fill="black"/>'
        )
        self.circle(x, y, r * 2.6, self.rad([(0, fill, 0.25), (1, fill, 0)]))
        self.circle(x, y, r, fill, mask=m)

    def vignette(self, op=0.25):
        self.rect(0, 0, self.W, self.H, self.rad([(0.55, '#000', 0), (1, '#000', op)], r=0.75))

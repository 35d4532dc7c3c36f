"""Place photos for Asia (800x600 artboards): Kyoto, Bali, Petra and Cappadocia extras, Ha Long Bay."""

import math

from lib import Svg, smooth_d
from motifs import person, place, reflect, wave_lines
from scenes_services import balloon, chimney


def fushimi_inari():
    s = Svg(seed=601)
    vx, vy = 400, 300
    s.rect(0, 0, 800, 600, s.lin([(0, '#26402c'), (0.5, '#3e5a34'), (1, '#1f3324')]))
    s.circle(vx, vy - 20, 160, s.rad([(0, '#fff2c8', 0.95), (0.4, '#f6d98a', 0.5), (1, '#f6d98a', 0)]))
    s.path(f'M{vx - 26},{vy + 30}L{vx + 26},{vy + 30}L{vx + 330},600L{vx - 330},600Z',
           s.lin([(0, '#d9ccb0'), (1, '#8e8272')]))
    for k in range(1, 12):
        y = vy + 30 + (270 * (k / 11) ** 1.6)
        w = 26 + 304 * (y - vy - 30) / 270
        s.line(vx - w, y, vx + w, y, '#6f6556', 1.5, opacity=0.35)
    zs = [1 + i * 0.42 for i in range(24)]
    for z in reversed(zs):
        sc = 1 / z
        base, h, half, pw = vy + 330 * sc, 640 * sc, 240 * sc, 44 * sc
        fog = min(0.75, (z - 1) / 14)
        for sgn in (-1, 1):
            px = vx + sgn * half
            s.rect(px - pw / 2, base - h, pw, h, '#e4572e')
            inner = px - sgn * pw / 2 - (pw * 0.32 if sgn > 0 else 0)
            s.rect(inner, base - h, pw * 0.32, h, '#a8341c')
            s.rect(px - pw / 2 - 2 * sc, base - h * 0.08, pw + 4 * sc, h * 0.08, '#241c1c')
            if z < 3:
                for k in range(4):
                    s.rect(px - pw * 0.12, base - h * (0.7 - k * 0.08), pw * 0.24, h * 0.05, '#2a1e1e', opacity=0.7)
            if fog > 0:
                s.rect(px - pw / 2, base - h, pw, h, '#f6e2b0', opacity=round(fog, 2))
        s.rect(vx - half - pw, base - h - 16 * sc, 2 * half + 2 * pw, 22 * sc, '#241c1c')
        s.rect(vx - half - pw * 0.8, base - h + 20 * sc, 2 * half + 1.6 * pw, 18 * sc, '#d04a26')
    r = s.rng
    for _ in range(14):
        t = r.uniform(0.2, 1)
        s.ellipse(vx + r.uniform(-200, 200) * t, vy + 40 + 250 * t, 30 * t + 6, 5 * t + 1, '#fff1c0', opacity=0.35)
    person(s, 400, 338, 26, '#3a2a2a', op=0.7)
    return s


def kinkaku(s, x, base, k):
    s.g(transform=place(x, base, k))
    gold, gold_hi, roof, wood = '#e0b23a', '#f6d56b', '#3a2e2a', '#6b4a2f'
    s.rect(-120, -8, 240, 8, '#8a7d6e')
    s.rect(-104, -72, 208, 64, '#f1ead8')
    for px in range(-104, 105, 26):
        s.rect(px - 2, -72, 4, 64, wood)
    s.rect(-104, -40, 208, 4, wood)
    s.path('M-134,-70Q-120,-80 -106,-80L106,-80Q120,-80 134,-70L118,-86L-118,-86Z', roof)
    s.rect(-96, -132, 192, 48, gold)
    s.rect(-96, -132, 192, 8, gold_hi)
    for px in range(-90, 91, 30):
        s.rect(px - 8, -118, 16, 30, '#b7891f')
    s.rect(-104, -92, 208, 6, gold_hi)
    s.path('M-124,-130Q-112,-140 -100,-140L100,-140Q112,-140 124,-130L110,-148L-110,-148Z', roof)
    s.rect(-56, -186, 112, 40, gold)
    for px in (-34, 0, 34):
        s.path(f'M{px - 10},-150L{px - 10},-168Q{px},-182 {px + 10},-168L{px + 10},-150Z', '#9c7418')
    s.path('M-96,-184Q-60,-196 -20,-214L0,-222L20,-214Q60,-196 96,-184L70,-196L0,-230L-70,-196Z', roof)
    s.path('M-6,-226L6,-226L4,-238Q12,-248 20,-244Q8,-240 6,-236L10,-250Q0,-246 -4,-238Z', gold_hi)
    s.rect(-160, -40, 50, 34, '#f1ead8')
    s.path('M-168,-38L-102,-38L-112,-50L-158,-50Z', roof)
    s.end()


def kinkakuji():
    s = Svg(seed=602)
    s.sky([(0, '#8cc6ee'), (1, '#e8f4f8')], y2=380)
    s.cloud(640, 90, 1.0, op=0.8)
    s.path(smooth_d([(0, 250), (120, 200), (260, 170), (380, 190), (520, 230), (680, 210), (800, 240)], 380), '#6f9a6a')
    s.path(smooth_d([(0, 300), (200, 280), (400, 300), (600, 270), (800, 300)], 380), '#4f7d52')
    r = s.rng
    for _ in range(60):
        x = r.uniform(0, 800)
        s.circle(x, r.uniform(300, 380), r.uniform(16, 30), r.choice(['#3e6b45', '#4a7a4c', '#355d3c']))
    kinkaku(s, 400, 392, 1.0)
    s.rect(0, 392, 800, 208, s.lin([(0, '#4f8a86'), (1, '#2d5e63')]))
    s.g(clip_path=s.clip('<rect x="0" y="392" width="800" height="208"/>'))
    reflect(s, 392, 0.45)
    kinkaku(s, 400, 392, 1.0)
    s.end()
    s.end()
    s.waves(398, 600, '#ffffff', n=40, op=0.2)
    for ix, iy, w in [(120, 470, 110), (640, 520, 80)]:
        s.ellipse(ix, iy, w, 16, '#7d7466')
        s.ellipse(ix, iy - 4, w * 0.9, 10, '#6e8a4a')
        s.path(f'M{ix - 10},{iy - 6}L{ix - 4},{iy - 50}L{ix + 6},{iy - 46}L{ix + 2},{iy - 6}Z', '#5b4636')
        for dx, dy, rr in [(-30, -54, 22), (0, -70, 26), (28, -56, 20)]:
            s.ellipse(ix + dx, iy + dy, rr * 1.4, rr * 0.55, '#2f5a3a')
    for cx, cy, n in [(40, 40, 60), (780, 60, 50), (760, 330, 30)]:
        for _ in range(n):
            s.circle(cx + r.uniform(-70, 70), cy + r.uniform(-50, 60), r.uniform(6, 12), r.choice(['#d9472b', '#e8692e', '#c0392b', '#f08a24']))
    return s


def meru(s, x, base, tiers, k):
    s.g(transform=place(x, base, k))
    s.rect(-46, -30, 92, 30, '#8b8478')
    s.rect(-46, -30, 92, 5, '#f0ece2')
    s.rect(-30, -62, 60, 32, '#9a5a3a')
    s.rect(-10, -58, 20, 28, '#6a3422')
    y = -62
    for i in range(tiers):
        w = 78 - i * (56 / max(1, tiers - 1))
        s.path(f'M{-w},{y}L{w},{y}L{w * 0.7},{y - 12}L{-w * 0.7},{y - 12}Z', '#2f2622')
        s.rect(-w * 0.45, y - 17, w * 0.9, 5, '#6b4a2f')
        y -= 17
    s.rect(-3, y - 14, 6, 14, '#c9a25a')
    s.end()


def ulun_danu():
    s = Svg(seed=603)
    s.sky([(0, '#9cc3d9'), (1, '#e6eef0')], y2=360)
    s.path(smooth_d([(0, 250), (150, 170), (300, 140), (420, 190), (560, 150), (700, 200), (800, 180)], 360), '#8aa3ad')
    s.path(smooth_d([(0, 300), (200, 260), (380, 290), (560, 250), (800, 280)], 360), '#6f8f86')
    s.rect(0, 240, 800, 120, s.lin([(0, '#ffffff', 0), (1, '#ffffff', 0.7)]))
    s.rect(0, 356, 800, 244, s.lin([(0, '#a9c3c6'), (1, '#5f8a8c')]))
    for build in (False, True):
        if build:
            s.g(clip_path=s.clip('<rect x="0" y="404" width="800" height="196"/>'))
            reflect(s, 404, 0.35)
        s.rect(380, 384, 220, 20, '#7d776d')
        s.rect(200, 392, 120, 12, '#7d776d')
        meru(s, 490, 386, 11, 1.15)
        meru(s, 260, 394, 3, 0.8)
        if build:
            s.end()
            s.end()
    s.waves(410, 600, '#ffffff', n=30, op=0.22)
    s.path('M0,520C160,500 300,540 420,600L0,600Z', '#6f9a4a')
    s.rect(0, 540, 180, 60, '#8b8478')
    s.path('M30,540L30,500L60,490L90,500L90,540Z', '#8b8478')
    s.palm(60, 560, 220, 30, trunk='#5b4636', leaf='#2f6d3e', leaf2='#3f8a4e')
    r = s.rng
    for _ in range(18):
        fx, fy = r.uniform(120, 260), r.uniform(480, 560)
        for a in range(5):
            s.ellipse(fx, fy - 4, 2.5, 5, '#fff8ec', transform=f'rotate({a * 72} {fx} {fy})')
        s.circle(fx, fy, 2, '#f6c343')
    return s


def macaque(s, x, y, k, fill='#3a2e2a'):
    s.g(transform=place(x, y, k))
    s.path('M-10,0C-30,4 -40,30 -30,50', 'none', stroke=fill, stroke_width=3, stroke_linecap='round')
    s.path('M-14,0C-18,-14 -12,-30 0,-32C10,-32 14,-20 12,-8L16,0Z', fill)
    s.circle(4, -38, 9, fill)
    s.ellipse(8, -36, 4, 5, '#a88a78')
    s.end()


def uluwatu():
    s = Svg(seed=604)
    s.sky([(0, '#4a3a7a'), (0.5, '#d9607a'), (0.85, '#f8a65a'), (1, '#fcd08a')], y2=340)
    s.sun(300, 300, 34, '#fff1c6', glow='#ffb35a')
    s.cloud(620, 120, 1.1, fill='#f7b2a0', op=0.5)
    s.rect(0, 336, 800, 264, s.lin([(0, '#f0a06a'), (0.4, '#7a5a8a'), (1, '#2c3a6a')]))
    s.glitter(300, 340, 520, 90, '#ffe2a8', n=16, op=0.6)
    s.waves(350, 600, '#ffd8b8', n=40, op=0.2)
    s.path('M520,250C560,236 640,230 700,240L800,236L800,600L560,600C540,520 520,420 530,340Z', '#c98a5e')
    s.path('M520,250C540,300 530,380 560,600L600,600C580,480 570,360 560,260Z', '#a9683f')
    for k in range(6):
        y = 300 + k * 46
        s.path(f'M{540 + k * 4},{y}C620,{y - 10} 720,{y + 6} 800,{y - 4}', 'none', stroke='#8a5230', stroke_width=3, opacity=0.35)
    s.path('M510,252C560,226 660,220 800,226L800,250L520,262Z', '#3f6a3a')
    s.path('M500,600C510,580 540,570 560,580C600,560 640,590 700,580L700,600Z', '#ffffff', opacity=0.7)
    s.ellipse(520, 590, 60, 10, '#ffffff', opacity=0.6)
    for mx, mt, mk in [(600, 5, 0.45), (660, 3, 0.35)]:
        meru(s, mx, 238, mt, mk)
    s.path('M720,238L720,190L734,180L748,190L748,238Z M756,238L756,190L770,180L784,190L784,238Z', '#4a3a3a')
    for sx in (180, 250, 410):
        s.path(f'M{sx - 14},{480}L{sx + 14},{480}L{sx + 10},{484}L{sx - 10},{484}Z', '#f4f1ea')
        person(s, sx, 480, 20, '#1f2238')
    s.rect(0, 520, 380, 80, '#8b8478')
    for k in range(0, 380, 38):
        s.rect(k, 520, 36, 38, '#9a9387')
        s.rect(k + 19, 560, 36, 40, '#9a9387')
    macaque(s, 220, 520, -1.6)
    return s


def monastery():
    s = Svg(seed=605)
    s.sky([(0, '#4f8fd0'), (1, '#f2d2ae')], y2=360)
    s.path('M0,600L0,140C80,90 160,70 240,60L560,50C660,60 740,100 800,150L800,600Z', '#c77e58')
    for k in range(9):
        y = 80 + k * 50
        s.path(f'M0,{y + 20}C200,{y} 600,{y + 14} 800,{y - 4}', 'none', stroke='#e0a27a', stroke_width=6, opacity=0.35)
    s.rect(236, 84, 328, 446, '#d48d66')
    lit, mid, dark = '#f0bd92', '#e2a47c', '#a8603e'
    s.rect(250, 330, 300, 200, lit)
    for cx in (262, 300, 338, 462, 500, 538):
        s.rect(cx - 9, 342, 18, 188, mid)
        s.rect(cx + 5, 342, 4, 188, dark, opacity=0.5)
    s.rect(368, 400, 64, 130, '#4a2418')
    s.rect(360, 392, 80, 8, mid)
    for nx in (319, 481):
        s.path(f'M{nx - 14},470L{nx - 14},420Q{nx},404 {nx + 14},420L{nx + 14},470Z', dark, opacity=0.55)
    s.rect(244, 310, 312, 20, mid)
    s.rect(244, 322, 312, 6, dark, opacity=0.5)
    s.rect(250, 170, 90, 140, lit)
    s.rect(460, 170, 90, 140, lit)
    s.poly([(244, 176), (340, 140), (340, 176)], mid)
    s.poly([(556, 176), (460, 140), (460, 176)], mid)
    for cx in (262, 324, 476, 538):
        s.rect(cx - 8, 180, 16, 130, mid)
    s.rect(364, 170, 72, 140, lit)
    s.rect(420, 170, 16, 140, mid)
    for cx in (372, 400, 428):
        s.rect(cx - 5, 180, 10, 130, mid)
    s.poly([(356, 170), (400, 112), (444, 170)], mid)
    s.poly([(400, 112), (444, 170), (418, 170)], dark, opacity=0.5)
    s.ellipse(400, 100, 14, 16, mid)
    s.rect(396, 80, 8, 8, mid)
    s.rect(244, 164, 312, 8, dark, opacity=0.4)
    s.rect(0, 520, 800, 80, s.lin([(0, '#e8b98a'), (1, '#d49a68')]))
    for px, h, c in [(300, 52, '#2f3a5a'), (316, 48, '#c0392b'), (620, 54, '#3a3040')]:
        person(s, px, 560, h, c)
    s.path('M660,560L660,536L652,526L660,520L700,522L708,514L716,518L712,530L712,560L708,560L706,538L670,538L668,560Z',
           '#6b5444')
    return s


def treasury(s, x, lit, mid, dark, door):
    s.rect(x - 110, 360, 220, 160, lit)
    for k in range(6):
        cx = x - 88 + k * 35
        s.rect(cx - 7, 372, 14, 148, mid)
        s.rect(cx - 10, 366, 20, 8, dark)
    s.rect(x - 110, 348, 220, 18, dark)
    s.poly([(x - 80, 348), (x, 312), (x + 80, 348)], mid)
    s.rect(x - 18, 430, 36, 90, door)
    s.rect(x - 110, 300, 220, 10, dark)
    s.rect(x - 110, 200, 50, 100, lit)
    s.rect(x + 60, 200, 50, 100, lit)
    s.poly([(x - 116, 204), (x - 60, 176), (x - 60, 204)], mid)
    s.poly([(x + 116, 204), (x + 60, 176), (x + 60, 204)], mid)
    s.rect(x - 30, 200, 60, 100, lit)
    s.poly([(x - 34, 200), (x, 150), (x + 34, 200)], mid)
    s.ellipse(x, 140, 9, 12, mid)
    for cx in (x - 100, x - 70, x - 22, x + 22, x + 70, x + 100):
        s.rect(cx - 4, 210, 8, 90, mid)


def petra_night():
    s = Svg(seed=606)
    s.rect(0, 0, 800, 600, s.lin([(0, '#0c1230'), (1, '#2a1a30')]))
    s.stars(60, 120)
    s.rect(170, 60, 480, 540, s.lin([(0, '#3a2030'), (0.6, '#6a3a34'), (1, '#b0603c')]))
    treasury(s, 410, '#8a4a3a', '#a85e44', '#5a2a26', '#1a0c0c')
    s.rect(170, 60, 480, 540, s.lin([(0, '#0c1230', 0.55), (0.6, '#0c1230', 0.1), (1, '#ffb060', 0.15)]))
    r = s.rng
    left = [(0, 0), (200, 0)]
    y = 0
    while y < 600:
        y += r.uniform(30, 60)
        left.append((200 + r.uniform(-24, 24) + y / 600 * 30, y))
    right = [(800, 0), (620, 0)]
    y = 0
    while y < 600:
        y += r.uniform(30, 60)
        right.append((620 + r.uniform(-24, 24) - y / 600 * 20, y))
    s.poly(left + [(0, 600)], s.lin([(0, '#1a0e16'), (1, '#4a2220')], 0, 0, 1, 0))
    s.poly(right + [(800, 600)], s.lin([(0, '#4a2220'), (1, '#1a0e16')], 0, 0, 1, 0))
    s.rect(0, 520, 800, 80, s.lin([(0, '#6a3a2a'), (1, '#2a1612')]))
    glow = s.rad([(0, '#ffcf7a', 0.7), (1, '#ffcf7a', 0)])
    for row in range(9):
        t = row / 8
        y = 526 + 70 * t ** 1.4
        n = 10 + row * 3
        sp = (520 + 400 * t) / n
        for i in range(n):
            cx = 410 - (520 + 400 * t) / 2 + (i + 0.5) * sp
            w = 3 + 6 * t
            s.circle(cx, y, w * 2.2, glow)
            s.rect(cx - w / 2, y - w * 1.2, w, w * 1.4, '#ffd88a', rx=w * 0.2)
    return s


def big_balloon(s, x, y, r, colors):
    env = (f'M{x - r},{y}C{x - r},{y - 1.35 * r} {x + r},{y - 1.35 * r} {x + r},{y}'
           f'C{x + r},{y + 0.55 * r} {x + 0.35 * r},{y + 0.95 * r} {x + 0.28 * r},{y + 1.15 * r}'
           f'L{x - 0.28 * r},{y + 1.15 * r}C{x - 0.35 * r},{y + 0.95 * r} {x - r},{y + 0.55 * r} {x - r},{y}Z')
    s.path(env, colors[0])
    s.g(clip_path=s.clip(f'<path d="{env}"/>'))
    for i in range(1, 7):
        s.ellipse(x, y + 0.1 * r, r * (1 - i / 7), 1.6 * r, colors[i % len(colors)])
    s.rect(x - r, y + 0.42 * r, 2 * r, 0.12 * r, '#f4efe6')
    s.ellipse(x + 0.75 * r, y, 0.6 * r, 1.6 * r, '#000', opacity=0.16)
    s.ellipse(x - 0.55 * r, y - 0.35 * r, 0.2 * r, 0.45 * r, '#fff', opacity=0.1)
    s.end()
    for sx in (-1, 1):
        s.line(x + sx * 0.28 * r, y + 1.15 * r, x + sx * 0.16 * r, y + 1.4 * r, '#4a3728', 2)
    s.circle(x, y + 1.3 * r, 0.28 * r, s.rad([(0, '#ffd27a', 0.9), (1, '#ffd27a', 0)]))
    s.path(f'M{x - 6},{y + 1.34 * r}Q{x},{y + 1.16 * r} {x + 6},{y + 1.34 * r}Z', '#ffb340')
    s.rect(x - 0.17 * r, y + 1.38 * r, 0.34 * r, 0.2 * r, '#8a5a3a')
    s.rect(x - 0.17 * r, y + 1.38 * r, 0.34 * r, 0.04 * r, '#5b3a24')
    for k in range(3):
        s.circle(x - 0.1 * r + k * 0.1 * r, y + 1.36 * r, 0.035 * r, '#3a2a22')


def balloon_dawn():
    s = Svg(seed=607)
    s.sky([(0, '#5e8ac4'), (0.55, '#f3b9a6'), (1, '#fde2bc')], y2=420)
    s.sun(640, 400, 36, '#fff3d4', glow='#ffd3a1')
    r = s.rng
    for (x, y, rr, c1, c2, op) in [(560, 120, 34, '#2a9d8f', '#f1faee', 0.9), (700, 200, 24, '#ff8c42', '#6a4c93', 0.85),
                                   (460, 280, 18, '#3d5a80', '#ee6c4d', 0.8), (740, 320, 14, '#8e5572', '#f2cc8f', 0.7),
                                   (600, 300, 12, '#06d6a0', '#118ab2', 0.7), (520, 60, 14, '#ef476f', '#ffd166', 0.7)]:
        if rr >= 20:
            big_balloon(s, x, y, rr, [c1, c2])
        else:
            balloon(s, x, y, rr, c1, c2, op)
    s.path(smooth_d([(0, 420), (160, 410), (330, 424), (520, 404), (700, 420), (800, 410)], 600), '#e0b4a4')
    for k in range(4):
        y0 = 440 + k * 40
        pts = [(x, y0 + 14 * math.sin(x / 90 + k * 1.3)) for x in range(-20, 840, 60)]
        s.path(smooth_d(pts, 600), ['#dca58e', '#d0947a', '#c48266', '#b87456'][k])
        for _ in range(6 + k * 2):
            cx = r.uniform(0, 800)
            chimney(s, cx, y0 + 20 + r.uniform(-4, 4), r.uniform(14, 24) * (1 + k * 0.4), r.uniform(5, 8) * (1 + k * 0.4),
                    '#efc9ad', '#8c5a48', '#d39c7c')
    big_balloon(s, 270, 210, 150, ['#e63946', '#ffd166', '#e63946', '#2a9d8f', '#e63946', '#ffd166', '#e63946'])
    return s


def kilim(s, x, y, w, h, base, accent):
    s.rect(x, y, w, h, base)
    s.rect(x + 6, y + 6, w - 12, h - 12, 'none', stroke=accent, stroke_width=3)
    for k in range(int(w // 40)):
        cx = x + 20 + k * 40
        s.poly([(cx, y + h / 2 - 12), (cx + 12, y + h / 2), (cx, y + h / 2 + 12), (cx - 12, y + h / 2)], accent)


def cave_terrace():
    s = Svg(seed=608)
    s.sky([(0, '#2e2a5a'), (0.5, '#8a5a8a'), (0.85, '#f0957a'), (1, '#f8c08a')], y2=400)
    s.stars(20, 120, '#fff3d6')
    s.path('M30,400L40,330C60,300 90,270 130,262C170,254 200,270 210,300L224,400Z', '#5a3a4a')
    for hx, hy in [(80, 320), (110, 300), (150, 290), (170, 330), (120, 350), (190, 360)]:
        s.rect(hx - 4, hy - 6, 8, 10, '#ffcf7a', rx=3)
    r = s.rng
    for _ in range(14):
        chimney(s, r.uniform(240, 560), 400, r.uniform(30, 70), r.uniform(10, 16), '#6a4656', '#4a2e3e', '#5a3a4a')
    s.rect(0, 396, 800, 40, '#4a2e3e')
    s.path('M560,600L560,250C600,200 700,180 800,190L800,600Z', '#c89a80')
    s.path('M560,250C600,200 700,180 800,190L800,230C700,220 620,240 580,290Z', '#b38268')
    for dx, dy in [(620, 330), (720, 300), (650, 440), (760, 420)]:
        s.path(f'M{dx - 22},{dy + 50}L{dx - 22},{dy}A22,22 0 0 1 {dx + 22},{dy}L{dx + 22},{dy + 50}Z', '#ffcf7a')
        s.path(f'M{dx - 16},{dy + 50}L{dx - 16},{dy + 4}A16,16 0 0 1 {dx + 16},{dy + 4}L{dx + 16},{dy + 50}Z', '#ffb35a')
    s.rect(0, 436, 560, 40, '#b38268')
    s.rect(0, 436, 560, 6, '#d4a88c')
    s.rect(0, 476, 800, 124, '#8f6652')
    kilim(s, 40, 500, 300, 80, '#a3312a', '#f2c14e')
    kilim(s, 360, 520, 240, 70, '#2f4f7f', '#e8d4a0')
    for cx, c in [(70, '#d9763c'), (130, '#2a9d8f'), (190, '#e9c46a')]:
        s.ellipse(cx, 492, 30, 18, c)
    s.ellipse(470, 540, 70, 14, '#6b4a2f')
    for gx in (446, 470, 494):
        s.path(f'M{gx - 5},{522}Q{gx - 8},{532} {gx - 4},{538}L{gx + 4},{538}Q{gx + 8},{532} {gx + 5},{522}Z', '#b8402a', opacity=0.9)
    for lx, ly, c in [(300, 430, '#e63946'), (520, 440, '#2a9d8f'), (660, 520, '#f4a261')]:
        s.circle(lx, ly, 40, s.rad([(0, c, 0.55), (1, c, 0)]))
        s.line(lx, ly - 40, lx, ly - 20, '#3a2a22', 1.5)
        s.ellipse(lx, ly, 12, 16, c)
        s.ellipse(lx, ly, 6, 9, '#fff1c2')
    return s


def karst(s, x, base, w, h, fill, top='#4f8a54', notch=None):
    s.path(f'M{x - w * 0.42},{base}C{x - w * 0.5},{base - h * 0.5} {x - w * 0.55},{base - h * 0.9} {x - w * 0.2},{base - h}'
           f'C{x + w * 0.1},{base - h * 1.04} {x + w * 0.5},{base - h * 0.9} {x + w * 0.46},{base - h * 0.5}'
           f'C{x + w * 0.44},{base - h * 0.2} {x + w * 0.5},{base - h * 0.05} {x + w * 0.44},{base}Z', fill)
    s.path(f'M{x - w * 0.4},{base - h * 0.8}C{x - w * 0.3},{base - h * 1.02} {x + w * 0.3},{base - h * 1.04} {x + w * 0.44},{base - h * 0.7}'
           f'C{x + w * 0.2},{base - h * 0.8} {x - w * 0.1},{base - h * 0.75} {x - w * 0.4},{base - h * 0.8}Z', top)
    if notch:
        s.rect(x - w * 0.44, base - 8, w * 0.88, 8, notch)


def junk(s, x, y, k, sail='#c8642a'):
    s.g(transform=place(x, y, k))
    s.path('M-90,-14Q-96,-30 -104,-34L96,-30Q90,-18 84,0L-80,0Z', '#6a4028')
    s.rect(-70, -40, 120, 14, '#8a5a38')
    for k2 in range(8):
        s.rect(-64 + k2 * 14, -36, 8, 6, '#ffd27a')
    for mx, h, w in [(-40, 140, 70), (20, 170, 80), (70, 110, 50)]:
        s.line(mx, -40, mx, -40 - h, '#4a2a18', 3)
        s.path(f'M{mx},{-44 - h}Q{mx + w * 0.7},{-50 - h} {mx + w},{-40 - h * 0.9}L{mx + w * 0.9},-52L{mx},-50Z', sail)
        for b in range(1, 5):
            yy = -50 - (h - 6) * b / 5
            s.line(mx, yy, mx + w * (0.9 + 0.1 * b / 5), yy - 4, '#7a3a18', 1.5)
    s.end()


def ha_long_bay():
    s = Svg(seed=609)
    s.sky([(0, '#8ab8d8'), (1, '#e8f0ec')], y2=380)
    s.sun(600, 120, 26, '#fffbe6', glow='#fff1c2')
    for x, w, h, c in [(80, 90, 120, '#a8bcc0'), (200, 70, 160, '#a8bcc0'), (330, 110, 110, '#a8bcc0'), (520, 80, 150, '#a8bcc0'),
                       (690, 120, 130, '#a8bcc0'), (770, 60, 100, '#a8bcc0')]:
        karst(s, x, 380, w, h, c, top='#98b0b0')
    s.rect(0, 300, 800, 80, s.lin([(0, '#ffffff', 0), (1, '#ffffff', 0.55)]))
    for x, w, h, c in [(140, 120, 200, '#7a948a'), (420, 100, 230, '#7a948a'), (620, 140, 180, '#7a948a')]:
        karst(s, x, 392, w, h, c, top='#6a8a6a')
    s.rect(0, 380, 800, 220, s.lin([(0, '#6fb0a0'), (1, '#2f7a6a')]))
    wave_lines(s, 400, 590, '#ffffff', n=6, op=0.18)
    for x, w, h in [(60, 160, 330), (740, 150, 300)]:
        karst(s, x, 470, w, h, '#5a6a60', top='#3f7a48', notch='#3a4a40')
        reflect(s, 470, 0.25)
        karst(s, x, 470, w, h, '#5a6a60', top='#3f7a48')
        s.end()
    junk(s, 420, 500, 1.3)
    junk(s, 600, 420, -0.45, sail='#a85a3a')
    return s


def sea_cave():
    s = Svg(seed=610)
    s.sky([(0, '#7ab8e0'), (1, '#e4f2f4')], y2=400)
    karst(s, 400, 400, 300, 260, '#7a948a', top='#5a8a5a')
    s.rect(0, 390, 800, 210, s.lin([(0, '#5fc0a8'), (1, '#2f8a78')]))
    wave_lines(s, 410, 590, '#ffffff', n=5, op=0.2)
    for kx, ky, c in [(360, 470, '#e8702f'), (450, 510, '#f2c14e')]:
        s.path(f'M{kx - 40},{ky}Q{kx},{ky - 8} {kx + 40},{ky}Q{kx},{ky + 8} {kx - 40},{ky}Z', c)
        person(s, kx, ky - 2, 26, '#2a2a30', dress='#2f6db5')
        s.line(kx - 22, ky - 18, kx + 22, ky - 4, '#3a3a3a', 2)
    s.path('M0,0L800,0L800,600L700,600C700,460 660,300 600,220C540,150 470,120 400,120C330,120 260,150 200,220'
           'C140,300 100,460 100,600L0,600Z', '#3a3a36')
    s.path('M100,600C100,460 140,300 200,220C260,150 330,120 400,120C470,120 540,150 600,220C660,300 700,460 700,600'
           'L680,600C676,470 640,320 586,240C530,168 466,140 400,140C334,140 270,168 214,240C160,320 124,470 120,600Z', '#5a5a50')
    r = s.rng
    for _ in range(16):
        x = r.uniform(180, 620)
        s.path(f'M{x - 8},{150 + abs(x - 400) * 0.3:.0f}L{x},{190 + abs(x - 400) * 0.3 + r.uniform(0, 30):.0f}'
               f'L{x + 8},{150 + abs(x - 400) * 0.3:.0f}Z', '#3a3a36')
    s.rect(0, 560, 800, 40, '#1f5a50', opacity=0.6)
    return s


def floating_village():
    s = Svg(seed=611)
    s.sky([(0, '#9ac0dc'), (1, '#f2ece0')], y2=360)
    for x, w, h in [(100, 140, 220), (330, 120, 180), (560, 160, 240), (760, 110, 170)]:
        karst(s, x, 360, w, h, '#8aa098', top='#6a8a6a')
    s.rect(0, 260, 800, 100, s.lin([(0, '#ffffff', 0), (1, '#ffffff', 0.5)]))
    s.rect(0, 356, 800, 244, s.lin([(0, '#7ab8a8'), (1, '#3a8070')]))
    wave_lines(s, 380, 590, '#ffffff', n=6, op=0.18)
    r = s.rng
    cols = ['#2f8ac0', '#e8d040', '#3aa070', '#e86a4a', '#f4f1ea', '#8a6ad0']
    for row, (y, k) in enumerate([(400, 0.6), (470, 0.9)]):
        x = -20 + row * 60
        while x < 820:
            w, h = r.uniform(70, 110) * k, r.uniform(40, 60) * k
            s.rect(x - 4, y, w + 8, 8 * k, '#6a5040')
            s.rect(x, y - h, w, h, r.choice(cols))
            s.path(f'M{x - 6},{y - h}L{x + w / 2},{y - h - 22 * k}L{x + w + 6},{y - h}Z', '#4a5a6a')
            s.rect(x + w * 0.35, y - h * 0.7, w * 0.3, h * 0.7, '#3a2e2a')
            reflect(s, y + 8 * k, 0.2)
            s.rect(x, y - h, w, h, '#f4f1ea')
            s.end()
            x += w + r.uniform(30, 90) * k
    for bx, by, k in [(250, 540, 1.5), (600, 560, 1.8)]:
        s.path(f'M{bx - 40 * k},{by}Q{bx},{by + 12 * k} {bx + 40 * k},{by}Q{bx},{by + 4 * k} {bx - 40 * k},{by}Z', '#5a3a28')
        person(s, bx + 16 * k, by, 26 * k, '#2a2a30', dress='#2f6db5')
        s.path(f'M{bx + 8 * k},{by - 22 * k}Q{bx + 16 * k},{by - 32 * k} {bx + 24 * k},{by - 22 * k}Z', '#d9c48a')
        s.line(bx + 8 * k, by - 14 * k, bx - 10 * k, by + 6 * k, '#3a2a1a', 2)
    return s


PHOTOS = {
    'kyoto-japan-2': fushimi_inari,
    'kyoto-japan-3': kinkakuji,
    'bali-indonesia-2': ulun_danu,
    'bali-indonesia-3': uluwatu,
    'petra-jordan-2': monastery,
    'petra-jordan-3': petra_night,
    'cappadocia-turkiye-2': balloon_dawn,
    'cappadocia-turkiye-3': cave_terrace,
    'ha-long-bay-vietnam': ha_long_bay,
    'ha-long-bay-vietnam-2': sea_cave,
    'ha-long-bay-vietnam-3': floating_village,
}

"""Place photos for North America (800x600 artboards): Banff extras, Chichén Itzá, New York City, Havana."""

import math

from lib import Svg, smooth_d
from motifs import classic_car, motorboat, person, place, reflect, wave_lines, window_grid


def moraine_lake():
    s = Svg(seed=801)
    s.sky([(0, '#5a73b0'), (0.6, '#e8a6a0'), (1, '#f8d2b0')], y2=420)
    ten = [(0, 290), (40, 210), (62, 236), (110, 168), (150, 226), (176, 200), (214, 250), (262, 128), (292, 196),
           (330, 236), (372, 176), (396, 204), (430, 262), (478, 146), (520, 224), (548, 206), (596, 268), (642, 158),
           (668, 196), (712, 250), (752, 186), (800, 236)]

    def range_(bottom):
        s.peaks(ten, '#e98a78', shade='#7a6a90', snow='#fbe6e0', bottom=bottom, snow_t=0.35)

    range_(400)
    s.path(smooth_d([(0, 330), (200, 350), (400, 330), (600, 350), (800, 336)], 402), '#8a8aa0', opacity=0.85)
    s.rect(0, 396, 800, 204, s.lin([(0, '#2fc1d0'), (1, '#0f8aa0')]))
    s.g(clip_path=s.clip('<rect x="0" y="396" width="800" height="204"/>'))
    reflect(s, 398, 0.28)
    range_(400)
    s.end()
    s.end()
    s.forest(0, 800, 402, 16, 30, ['#1d4a3e', '#24564a', '#173d33'], 120, jitter=3)
    s.waves(410, 600, '#ffffff', n=30, op=0.22)
    for x, y, rx, ry, c in [(90, 560, 160, 70, '#8c8a92'), (220, 590, 110, 50, '#7d7b84'), (30, 500, 90, 60, '#9c9aa2'),
                            (160, 520, 70, 34, '#aaa8b0')]:
        s.ellipse(x, y, rx, ry, c)
        s.ellipse(x - rx * 0.3, y - ry * 0.4, rx * 0.5, ry * 0.3, '#ffffff', opacity=0.12)
    s.rect(560, 520, 240, 14, '#7a5a3a')
    for k in range(8):
        s.rect(570 + k * 30, 534, 6, 40, '#5a3f28')
    for cy, c in [(500, '#d9432f'), (556, '#e8702f'), (586, '#d9432f')]:
        s.path(f'M540,{cy}Q620,{cy + 14} 720,{cy}L708,{cy + 9}Q620,{cy + 20} 552,{cy + 9}Z', c)
    s.pine(780, 560, 260, '#133a30', trunk='#3a2b22')
    return s


def elk(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.path('M-40,0L-38,-40C-46,-44 -46,-62 -34,-66L16,-70C24,-84 30,-100 36,-108L50,-110L60,-100L58,-94L46,-92'
           'L34,-60L30,-40L30,0L25,0L22,-36L16,-36L15,0L10,0L8,-38L-22,-38L-24,0L-29,0L-30,-36L-34,-36L-35,0Z', '#6b4a32')
    s.path('M16,-70C24,-84 30,-100 36,-108L44,-102L34,-60L16,-56Z', '#3f2a1c')
    s.ellipse(-38, -54, 9, 12, '#d8bf94')
    s.path('M40,-108L30,-140L20,-150M34,-124L46,-140M30,-140L38,-160M24,-146L16,-160M44,-110L56,-140L52,-162'
           'M52,-130L66,-146M55,-150L64,-166', 'none', stroke='#d6c2a0', stroke_width=3, stroke_linecap='round')
    s.circle(48, -102, 1.8, '#1a1410')
    s.end()


def banff_winter():
    s = Svg(seed=802)
    s.sky([(0, '#7fa8d6'), (1, '#e6eef6')], y2=400)
    s.path('M140,400L250,250L330,150L380,120L420,130L480,200L560,260L640,320L700,400Z', '#8694ac')
    s.path('M380,120L420,130L480,200L560,260L640,320L700,400L520,400L460,280Z', '#6e7b94')
    r = s.rng
    for k in range(9):
        y = 170 + k * 25 + r.uniform(-6, 6)
        x0, x1 = 336 - k * 22 + r.uniform(0, 30), 450 + k * 26 - r.uniform(0, 40)
        s.path(smooth_d([(x0, y + 6), ((x0 + x1) / 2, y - 4 + r.uniform(-4, 4)), (x1, y + 10)]), 'none', stroke='#f4f7fb',
               stroke_width=f'{r.uniform(2, 6):.1f}', opacity=f'{r.uniform(0.5, 0.85):.2f}', stroke_linecap='round')
    s.path('M330,150L380,120L420,130L440,160L400,150L360,170Z', '#f4f7fb')
    s.path(smooth_d([(0, 380), (200, 360), (400, 386), (600, 370), (800, 380)], 420), '#a8b6c8')
    hx = 640
    s.rect(hx - 50, 330, 100, 60, '#c9b8a0')
    s.rect(hx - 20, 300, 40, 90, '#c9b8a0')
    for px, w in [(hx - 50, 100), (hx - 20, 40)]:
        s.poly([(px - 4, 330 if w == 100 else 300), (px + w / 2, (330 if w == 100 else 300) - 22), (px + w + 4, 330 if w == 100 else 300)], '#3f5a5a')
    window_grid(s, hx - 46, 340, 92, 40, 8, 3, '#5a5040', lit='#ffd27a', lit_p=0.5)
    s.forest(0, 800, 400, 24, 50, ['#1f4a3e', '#285848', '#1a3f34'], 90, jitter=6)
    for _ in range(70):
        s.ellipse(r.uniform(0, 800), r.uniform(360, 400), r.uniform(4, 9), 2.5, '#ffffff', opacity=0.8)
    s.rect(0, 400, 800, 200, s.lin([(0, '#eef3f9'), (1, '#d6e0ec')]))
    s.path(smooth_d([(0, 470), (200, 456), (400, 478), (600, 460), (800, 474)]), 'none', stroke='#c2cedd', stroke_width=3)
    for px, py, h in [(60, 560, 200), (130, 590, 250), (740, 590, 260)]:
        s.pine(px, py, h, '#1a3f34', trunk='#3a2b22')
        for t in range(3):
            ty = py - h * 0.12 - t * h * 0.26
            w = h * 0.3 * (1 - t * 0.24)
            s.path(f'M{px - w * 0.9},{ty - 4}Q{px},{ty - h * 0.1} {px + w * 0.9},{ty - 4}L{px + w * 0.6},{ty - h * 0.12}'
                   f'L{px - w * 0.6},{ty - h * 0.12}Z', '#f4f7fb', opacity=0.9)
    s.ellipse(430, 528, 90, 10, '#b8c6d8', opacity=0.6)
    elk(s, 420, 524, 1.6)
    bl = s.blur(5)
    s.ellipse(520, 360, 14, 8, '#ffffff', opacity=0.6, filter=bl)
    for _ in range(70):
        s.circle(r.uniform(0, 800), r.uniform(0, 600), r.uniform(1, 2.6), '#ffffff', opacity=0.8)
    return s


def castillo(s, cx, base, w, h, face, top, panel, stair, sun_side=None):
    tiers = 9
    tw = w * 0.28
    th = h / tiers
    for i in range(tiers):
        y1 = base - i * th
        half = w / 2 - (w / 2 - tw / 2) * i / tiers
        half2 = w / 2 - (w / 2 - tw / 2) * (i + 1) / tiers
        s.poly([(cx - half, y1), (cx - half2 - 2, y1 - th), (cx + half2 + 2, y1 - th), (cx + half, y1)], face)
        s.rect(cx - half2 - 2, y1 - th, 2 * half2 + 4, 3, top)
        for sgn in (-1, 1):
            for k in range(3):
                px = cx + sgn * (w * 0.1 + (half - w * 0.1) * (k + 0.5) / 3.2)
                s.rect(px - th * 0.35, y1 - th * 0.75, th * 0.7, th * 0.5, panel)
        if sun_side:
            s.poly([(cx + half, y1), (cx + half2 + 2, y1 - th), (cx + half2 + 2 + th * 0.5, y1 - th), (cx + half + th * 0.5, y1)], sun_side)
    top_y = base - h
    sw0, sw1 = w * 0.1, tw * 0.34
    s.poly([(cx - sw0, base), (cx - sw1, top_y), (cx + sw1, top_y), (cx + sw0, base)], stair)
    for k in range(28):
        t = k / 28
        y = base - h * t
        hw = sw0 + (sw1 - sw0) * t
        s.line(cx - hw, y, cx + hw, y, panel, 1, opacity=0.5)
    for sgn in (-1, 1):
        s.poly([(cx + sgn * sw0, base), (cx + sgn * sw1, top_y), (cx + sgn * (sw1 + 6), top_y), (cx + sgn * (sw0 + 12), base)], panel)
    s.rect(cx - tw * 0.42, top_y - th * 2.2, tw * 0.84, th * 2.2, face)
    s.rect(cx - tw * 0.46, top_y - th * 2.5, tw * 0.92, th * 0.4, top)
    for k in (-1, 0, 1):
        s.rect(cx + k * tw * 0.22 - th * 0.3, top_y - th * 1.6, th * 0.6, th * 1.6, '#3a3028')


def chichen_itza():
    s = Svg(seed=803)
    s.sky([(0, '#3f8fd6'), (1, '#d4ebf7')], y2=480)
    s.cloud(160, 100, 1.2, op=0.85)
    s.cloud(650, 140, 0.9, op=0.8)
    r = s.rng
    for x in range(-20, 820, 40):
        s.circle(x + r.uniform(-10, 10), 462 + r.uniform(-10, 10), r.uniform(30, 46), r.choice(['#3e7a3e', '#4a8a44', '#336b36']))
    castillo(s, 400, 480, 540, 270, '#d8cdb4', '#b8aa90', '#c4b79c', '#cfc3a8', sun_side='#b3a68c')
    s.rect(0, 478, 800, 122, s.lin([(0, '#8cc063'), (1, '#6fa64a')]))
    s.path('M340,480L460,480L520,600L280,600Z', '#d9cdb0', opacity=0.5)
    for px, h, c in [(240, 40, '#c0392b'), (262, 38, '#f1c40f'), (560, 42, '#2f6db5'), (600, 38, '#e67e22'), (620, 40, '#16a085')]:
        person(s, px, 540, h, '#2a2a30', dress=c)
    return s


def equinox():
    s = Svg(seed=804)
    s.sky([(0, '#6a7ab0'), (0.6, '#f0a878'), (1, '#fbd9a0')], y2=460)
    s.rect(0, 456, 800, 144, s.lin([(0, '#c9a97a'), (1, '#a48a58')]))
    cx, gy, S = 450, 440, 250
    tiers, th = 9, 0.095

    def pt(X, Y, Z):
        return (cx + (X - Y) * S * 0.8, gy - (X + Y) * S * 0.22 - Z * S)

    lit, lit_top, shade, shade_top = '#e8c494', '#f2d8ae', '#7f7b9a', '#938fae'
    for i in range(tiers):
        b = 1 - 0.7 * i / tiers
        z0, z1 = i * th, (i + 1) * th
        s.poly([pt(-b, -b, z1), pt(-b, b, z1), pt(b, b, z1), pt(b, -b, z1)], lit_top)
        s.poly([pt(-b, -b, z0), pt(-b, b, z0), pt(-b, b, z1), pt(-b, -b, z1)], lit)
        s.poly([pt(-b, -b, z0), pt(b, -b, z0), pt(b, -b, z1), pt(-b, -b, z1)], shade)
        for k in range(4):
            u0, u1 = -b + (k + 0.2) * b / 2, -b + (k + 0.8) * b / 2
            s.poly([pt(-b, u0, z0 + th * 0.25), pt(-b, u1, z0 + th * 0.25), pt(-b, u1, z0 + th * 0.7), pt(-b, u0, z0 + th * 0.7)],
                   '#d4ac7c')
            s.poly([pt(u0, -b, z0 + th * 0.25), pt(u1, -b, z0 + th * 0.25), pt(u1, -b, z0 + th * 0.7), pt(u0, -b, z0 + th * 0.7)],
                   '#716d8c')
    H = tiers * th
    bt = 1 - 0.7
    w = 0.16
    s.poly([pt(-w, -1, 0), pt(w, -1, 0), pt(w, -bt, H), pt(-w, -bt, H)], '#a7a0b4')
    for k in range(40):
        t = k / 40
        y = -1 + (1 - bt) * t
        s.line(*pt(-w, y, H * t), *pt(w, y, H * t), '#8a84a0', 1, opacity=0.7)
    for sgn in (-1, 1):
        s.poly([pt(sgn * w, -1, 0), pt(sgn * (w + 0.04), -1, 0), pt(sgn * (w + 0.04), -bt, H), pt(sgn * w, -bt, H)], '#6f6a88')
    for i in range(tiers):
        b0, b1 = 1 - 0.7 * i / tiers, 1 - 0.7 * (i + 1) / tiers
        s.poly([pt(-w - 0.04, -b0, i * th), pt(-w - 0.04, -b1, (i + 1) * th), pt(-w - 0.04, -b0, (i + 1) * th)],
               '#ffd890' if i < 8 else '#c9a070')
    hx, hy = pt(-w - 0.02, -1.02, 0)
    s.path(f'M{hx - 26},{hy}L{hx - 26},{hy - 24}Q{hx - 10},{hy - 38} {hx + 14},{hy - 30}L{hx + 22},{hy - 14}L{hx + 22},{hy}Z', '#c9b69a')
    s.path(f'M{hx - 4},{hy - 12}L{hx + 22},{hy - 12}L{hx + 22},{hy - 6}L{hx - 4},{hy - 6}Z', '#5a4838')
    s.circle(hx + 2, hy - 24, 3.5, '#3a3028')
    tb = bt * 0.7
    s.poly([pt(-tb, -tb, H), pt(-tb, tb, H), pt(-tb, tb, H + 0.16), pt(-tb, -tb, H + 0.16)], lit)
    s.poly([pt(-tb, -tb, H), pt(tb, -tb, H), pt(tb, -tb, H + 0.16), pt(-tb, -tb, H + 0.16)], shade)
    s.poly([pt(-tb, -tb, H + 0.16), pt(-tb, tb, H + 0.16), pt(tb, tb, H + 0.16), pt(tb, -tb, H + 0.16)], lit_top)
    for u in (-0.1, 0.0, 0.1):
        s.poly([pt(u - 0.03, -tb, H), pt(u + 0.03, -tb, H), pt(u + 0.03, -tb, H + 0.11), pt(u - 0.03, -tb, H + 0.11)], '#3a3040')
    for k in range(26):
        person(s, 380 + k * 16 + (k % 3) * 3, 592 - (k % 2) * 8, 46 + (k % 4) * 4, '#3a2a2a')
    return s


def cenote():
    s = Svg(seed=805)
    s.rect(0, 0, 800, 600, s.lin([(0, '#5a4630'), (0.5, '#8a6e4e'), (1, '#3a2e22')]))
    s.ellipse(400, 40, 330, 110, '#3f7a3a')
    s.ellipse(400, 30, 300, 90, s.lin([(0, '#bfe3f4'), (1, '#eef8fb')]))
    r = s.rng
    for _ in range(40):
        a = r.uniform(math.pi * 0.05, math.pi * 0.95)
        s.circle(400 + 310 * math.cos(a), 40 + 100 * math.sin(a) - 20, r.uniform(14, 26), r.choice(['#2f6a30', '#3f7a3a', '#4f8a44']))
    for k in range(8):
        y = 160 + k * 50
        s.path(f'M0,{y}C200,{y + 20} 600,{y + 20} 800,{y}', 'none', stroke='#4a3a28', stroke_width=6, opacity=0.35)
    s.path('M250,120L550,120L660,520L140,520Z', '#fff6d8', opacity=0.14)
    s.path('M330,120L470,120L520,520L280,520Z', '#fff6d8', opacity=0.12)
    s.ellipse(400, 530, 420, 110, s.lin([(0, '#1fb3c8'), (1, '#0a5a7a')]))
    s.ellipse(400, 500, 300, 40, '#7fe3e8', opacity=0.35)
    for _ in range(55):
        x = r.uniform(60, 740)
        y0 = 40 + 100 * math.sin(math.acos(max(-1, min(1, (x - 400) / 330)))) - 20
        L = r.uniform(200, 480)
        s.path(f'M{x:.0f},{y0:.0f}Q{x + r.uniform(-20, 20):.0f},{y0 + L / 2:.0f} {x + r.uniform(-8, 8):.0f},{y0 + L:.0f}', 'none',
               stroke=r.choice(['#3f6a2a', '#2f5a22', '#4f7a34', '#5a4630']), stroke_width=f'{r.uniform(1.2, 2.6):.1f}')
    s.path('M620,430L800,380L800,470L640,470Z', '#8a6a48')
    for k in range(5):
        s.rect(640 + k * 34, 440 - k * 12, 30, 6, '#6a4a30')
    for px, py in [(330, 540), (460, 560)]:
        s.circle(px, py, 8, '#6a4a3a')
        s.ellipse(px, py + 6, 20, 4, '#ffffff', opacity=0.5)
    return s


def brooklyn_bridge():
    s = Svg(seed=806)
    s.sky([(0, '#1d2557'), (0.5, '#7a4a7a'), (0.8, '#e07a6a'), (1, '#f5b06a')], y2=400)
    r = s.rng
    x = 0
    while x < 800:
        w = r.uniform(22, 46)
        h = r.uniform(60, 170) if 80 < x < 520 else r.uniform(30, 90)
        c = r.choice(['#2d2f4f', '#35375a', '#28294a'])
        s.rect(x, 400 - h, w, h, c)
        window_grid(s, x + 3, 404 - h, w - 6, h - 8, max(1, int(w // 8)), max(1, int(h // 12)), c, lit='#ffd27a', lit_p=0.35)
        x += w + r.uniform(0, 3)
    wx = 300
    s.path(f'M{wx - 30},400L{wx - 26},150L{wx - 12},110L{wx},60L{wx + 12},110L{wx + 26},150L{wx + 30},400Z', '#3a3e66')
    s.path(f'M{wx},60L{wx + 12},110L{wx + 26},150L{wx + 30},400L{wx + 4},400Z', '#2a2d52')
    s.line(wx, 60, wx, 20, '#3a3e66', 2)
    window_grid(s, wx - 24, 160, 48, 230, 6, 24, '#3a3e66', lit='#ffe0a0', lit_p=0.3)
    s.rect(0, 398, 800, 202, s.lin([(0, '#6a4a6a'), (1, '#1a1d3a')]))
    for _ in range(60):
        s.rect(r.uniform(0, 800), r.uniform(404, 600), r.uniform(6, 30), 2, '#ffd27a', opacity=0.3)
    tx, top, base = 560, 110, 520
    stone, shade = '#a88a70', '#7a6050'
    s.line(0, 440, 800, 420, '#3a3040', 10)
    for side in (-1, 1):
        for k in range(14):
            ex = tx + side * (20 + k * 22)
            s.line(tx + side * 30, top + 40, ex, 434 - side * 2, '#2a2434', 1.2, opacity=0.8)
    s.path(f'M0,300Q280,440 {tx - 40},{top + 30}', 'none', stroke='#2a2434', stroke_width=4)
    s.path(f'M{tx + 40},{top + 30}Q700,380 800,330', 'none', stroke='#2a2434', stroke_width=4)
    for k in range(20):
        x = k * 26
        t = x / (tx - 40)
        cy = (1 - t) ** 2 * 300 + 2 * (1 - t) * t * 440 + t * t * (top + 30)
        s.line(x, cy, x, 440 - x * 0.025, '#2a2434', 1, opacity=0.8)
    s.rect(tx - 60, top, 120, base - top, stone)
    s.rect(tx + 30, top, 30, base - top, shade)
    s.rect(tx - 66, top - 14, 132, 16, shade)
    for ax in (tx - 42, tx + 8):
        s.path(f'M{ax},{400}L{ax},{240}L{ax + 17},{200}L{ax + 34},{240}L{ax + 34},400Z', '#2a2d52')
    s.rect(tx - 60, 360, 120, 8, shade)
    return s


def liberty(s, x, y, k):
    green, dark, light = '#6fb3a0', '#4a8a7a', '#8fcab8'
    s.g(transform=place(x, y, k))
    s.path('M-34,0L-30,-60C-32,-120 -26,-170 -22,-196L22,-196C28,-170 34,-120 32,-60L36,0Z', green)
    s.path('M6,-196L22,-196C28,-170 34,-120 32,-60L36,0L10,0C16,-60 14,-140 6,-196Z', dark)
    for fx in (-18, -6, 8, 20):
        s.path(f'M{fx},-150Q{fx + 4},-80 {fx + 2},0', 'none', stroke=dark, stroke_width=2, opacity=0.6)
    s.path('M-22,-196L-30,-214L-40,-272L-34,-276L-24,-230L-12,-196Z', green)
    s.path('M-46,-276L-28,-276L-30,-286L-44,-286Z', light)
    s.path('M-44,-286Q-48,-304 -37,-312Q-28,-304 -30,-286Z', '#f2c14e')
    s.path('M-40,-290Q-40,-300 -37,-304Q-33,-298 -34,-290Z', '#fff1b0')
    s.path('M22,-190L30,-160L36,-120L28,-118L20,-150Z', green)
    s.path('M24,-170L44,-166L40,-118L22,-122Z', light)
    s.circle(0, -210, 13, green)
    s.path('M-12,-214C-10,-232 10,-232 12,-214Z', dark)
    for a in range(-60, 61, 20):
        ang = math.radians(a - 90)
        s.path(f'M{13 * math.cos(ang - 0.12):.1f},{-220 + 13 * math.sin(ang - 0.12):.1f}'
               f'L{30 * math.cos(ang):.1f},{-220 + 30 * math.sin(ang):.1f}'
               f'L{13 * math.cos(ang + 0.12):.1f},{-220 + 13 * math.sin(ang + 0.12):.1f}Z', green)
    s.end()


def statue_of_liberty():
    s = Svg(seed=807)
    s.sky([(0, '#5da4de'), (1, '#e4f1f8')], y2=430)
    s.cloud(650, 110, 1.2, op=0.85)
    s.cloud(140, 180, 0.8, op=0.7)
    r = s.rng
    x = 560
    while x < 800:
        w, h = r.uniform(10, 22), r.uniform(20, 70)
        s.rect(x, 430 - h, w, h, '#a9bccb')
        x += w + 1
    s.rect(0, 428, 800, 172, s.lin([(0, '#4f88b0'), (1, '#1f4f7a')]))
    wave_lines(s, 440, 590, '#ffffff', n=6, op=0.25)
    s.path('M160,440L230,420L570,420L640,440L600,456L200,456Z', '#8a7a6a')
    s.path('M230,420L270,404L530,404L570,420Z', '#a8988a')
    s.forest(200, 320, 420, 20, 34, ['#3f6a3a', '#4a7a44'], 10, jitter=2)
    s.forest(480, 600, 420, 20, 34, ['#3f6a3a', '#4a7a44'], 10, jitter=2)
    px = 400
    s.path(f'M{px - 58},404L{px - 48},300L{px + 48},300L{px + 58},404Z', '#cbbfa8')
    s.path(f'M{px + 20},300L{px + 48},300L{px + 58},404L{px + 26},404Z', '#aea188')
    s.rect(px - 56, 290, 112, 12, '#b8ab94')
    s.rect(px - 40, 250, 80, 42, '#cbbfa8')
    s.rect(px - 46, 244, 92, 8, '#b8ab94')
    for k in (-1, 0, 1):
        s.rect(px + k * 24 - 6, 320, 12, 40, '#9a8d76')
    liberty(s, px, 244, 0.7)
    motorboat(s, 200, 520, 2.2, hull='#f4f1ea', cabin='#f4f1ea', stripe='#2b4a8f')
    s.rect(150, 480, 110, 22, '#f4f1ea')
    window_grid(s, 152, 484, 106, 12, 9, 1, '#2b4a8f')
    return s


def san_remo(s, x, base, h, c, shade):
    s.rect(x - 40, base - h * 0.6, 80, h * 0.6, c)
    for tx in (x - 22, x + 22):
        s.rect(tx - 12, base - h, 24, h * 0.4, c)
        s.rect(tx + 6, base - h, 6, h * 0.4, shade)
        for k in range(6):
            s.rect(tx - 10 + k * 4, base - h - 16, 2, 16, c)
        s.rect(tx - 13, base - h - 18, 26, 3, c)
        s.poly([(tx - 10, base - h - 18), (tx, base - h - 34), (tx + 10, base - h - 18)], c)
    window_grid(s, x - 38, base - h * 0.6 + 4, 76, h * 0.6 - 8, 8, 12, shade, op=0.6)


def central_park():
    s = Svg(seed=808)
    s.sky([(0, '#7fb3e0'), (1, '#e8f2f8')], y2=340)
    r = s.rng
    x = 0
    while x < 800:
        w, h = r.uniform(30, 60), r.uniform(80, 170)
        s.rect(x, 340 - h, w, h, r.choice(['#c8c2bc', '#b8b4b4', '#d4cbc0', '#aab2ba']))
        window_grid(s, x + 2, 344 - h, w - 4, h - 8, max(1, int(w // 9)), int(h // 12), '#8a8f9a', op=0.5)
        x += w + r.uniform(0, 6)
    san_remo(s, 250, 340, 230, '#e0d6c4', '#b8ab94')
    for _ in range(50):
        s.circle(r.uniform(-20, 820), r.uniform(300, 360), r.uniform(24, 40),
                 r.choice(['#e8702f', '#d9472b', '#f2b134', '#c0392b', '#e89b2c', '#6a8a3a']))
    s.rect(0, 350, 800, 250, s.lin([(0, '#5a8aa0'), (1, '#2f5a70')]))
    reflect(s, 352, 0.3)
    for _ in range(30):
        s.circle(r.uniform(-20, 820), r.uniform(310, 356), r.uniform(24, 40), r.choice(['#e8702f', '#d9472b', '#f2b134']))
    s.end()
    wave_lines(s, 380, 560, '#ffffff', n=6, op=0.15)
    s.path('M250,420Q400,360 550,420L550,430Q400,374 250,430Z', '#efe6d6')
    for k in range(18):
        x = 262 + k * 16
        t = (x - 250) / 300
        y = 420 - 4 * 60 * t * (1 - t) - 12
        s.line(x, y, x, y + 12, '#efe6d6', 1.2)
    s.path('M250,408Q400,348 550,408', 'none', stroke='#efe6d6', stroke_width=2)
    s.rect(236, 404, 20, 30, '#d8cfc0')
    s.rect(544, 404, 20, 30, '#d8cfc0')
    s.path('M360,480L440,480L430,492L370,492Z', '#3f6aa8')
    person(s, 392, 484, 26, '#2a2a30', dress='#c0392b')
    s.line(378, 478, 352, 494, '#6b4a2f', 2)
    for tx, ty, rr in [(60, 560, 80), (740, 540, 90), (130, 600, 60)]:
        s.rect(tx - 8, ty - 60, 16, 80, '#4a3426')
        for _ in range(25):
            a, d = r.uniform(0, 6.28), r.uniform(0, rr)
            s.circle(tx + d * math.cos(a), ty - 110 + d * math.sin(a) * 0.7, r.uniform(14, 24),
                     r.choice(['#f2b134', '#e8702f', '#d9472b', '#f6c453']))
    return s


def malecon():
    s = Svg(seed=809)
    s.sky([(0, '#4a3a7a'), (0.5, '#e0708a'), (0.85, '#f8a85a'), (1, '#fcd08a')], y2=330)
    s.sun(180, 300, 34, '#fff1c6', glow='#ffb35a')
    s.rect(0, 326, 560, 160, s.lin([(0, '#f0a06a'), (1, '#3a5a8a')]))
    s.glitter(180, 330, 440, 70, '#ffe2a8', n=12, op=0.6)
    vx, vy = 560, 330
    s.poly([(0, 470), (vx, vy), (vx, vy + 6), (0, 500)], '#d8cfc4')
    s.poly([(0, 500), (vx, vy + 6), (vx + 20, vy + 6), (180, 600), (0, 600)], '#6a6470')
    s.poly([(180, 600), (vx + 20, vy + 6), (vx + 40, vy + 6), (800, 600)], '#8a8088')
    bl = s.blur(6)
    for cx, cy, rr in [(80, 450, 40), (140, 440, 30), (60, 420, 26)]:
        s.circle(cx, cy, rr, '#ffffff', opacity=0.7, filter=bl)
    cols = ['#f2b6c6', '#9fd8d0', '#f6d98a', '#c9b8e8', '#f4a88a', '#a8d8f0']
    xs = [800, 690, 628, 596, 578, 568, 562]

    def top(xx):
        return 60 + (vy - 40 - 60) * (800 - xx) / (800 - vx)

    def bot(xx):
        return 600 - (600 - vy - 6) * (800 - xx) / (800 - vx)

    for i in range(len(xs) - 1):
        xa, xb = xs[i], xs[i + 1]
        s.poly([(xa, top(xa)), (xb, top(xb)), (xb, bot(xb)), (xa, bot(xa))], cols[i % len(cols)])
        m = f'matrix({(xb - xa) / 100:.3f},{(top(xb) - top(xa)) / 100:.3f},0,{(bot(xa) - top(xa)) / 100:.3f},{xa},{top(xa):.1f})'
        s.g(transform=m)
        s.rect(0, 0, 100, 3, '#ffffff', opacity=0.8)
        for row in range(3):
            y = 10 + row * 20
            for wx in (14, 44, 74):
                s.rect(wx, y, 12, 12, '#3f5a5a' if i % 2 else '#7a3a2a')
            s.rect(6, y + 12, 88, 1.5, '#2a2a2a')
        s.rect(0, 72, 100, 2, '#ffffff', opacity=0.7)
        for ax in (4, 28, 52, 76):
            s.rect(ax, 80, 18, 20, '#3a2e2a', opacity=0.7)
        s.end()
    s.palm(700, 600, 330, -30, trunk='#5b4330', leaf='#2f5f45', leaf2='#3d7455')
    classic_car(s, 330, 560, 1.9, '#f06ea9', roof='#f4f1ea')
    return s


def havana_street():
    s = Svg(seed=810)
    s.sky([(0, '#4f9fe0'), (1, '#d8eefa')], y2=200)
    s.path('M600,200L600,130A60,60 0 0 1 720,130L720,200Z', '#e8e0cc')
    s.rect(650, 40, 20, 40, '#e8e0cc')
    s.path('M640,80A20,20 0 0 1 680,80Z', '#e8e0cc')
    for k in range(5):
        s.rect(606 + k * 24, 130, 8, 60, '#cfc5ae')
    r = s.rng
    cols = ['#3ec1d3', '#f6c343', '#f06ea9', '#5a8fd8', '#8ad24e', '#f4a261']
    x = -10
    i = 0
    while x < 820:
        w = r.uniform(130, 170)
        top = r.uniform(150, 200)
        c = cols[i % len(cols)]
        s.rect(x, top, w, 460 - top, c)
        s.rect(x, top, w, 12, '#ffffff', opacity=0.6)
        s.rect(x, top + 130, w, 6, '#ffffff', opacity=0.5)
        for dx in (x + 16, x + w / 2 - 16, x + w - 48):
            s.rect(dx, top + 30, 32, 70, '#2f6a5a' if i % 2 else '#8a3a2a')
            for k in range(6):
                s.line(dx + 2, top + 36 + k * 10, dx + 30, top + 36 + k * 10, '#000', 1.5, opacity=0.25)
            s.rect(dx - 6, top + 96, 44, 4, '#2a2a2a')
            for b in range(6):
                s.line(dx - 4 + b * 8, top + 100, dx - 4 + b * 8, top + 116, '#2a2a2a', 1.2)
            s.rect(dx - 6, top + 114, 44, 2, '#2a2a2a')
        for ax in range(int(x) + 10, int(x + w) - 30, 44):
            s.path(f'M{ax},460L{ax},{top + 190}A18,18 0 0 1 {ax + 36},{top + 190}L{ax + 36},460Z', '#3a2e2a', opacity=0.75)
        x += w
        i += 1
    s.path('M120,250Q260,280 420,246', 'none', stroke='#333', stroke_width=1.2)
    for k, c in enumerate(['#ffffff', '#e63946', '#ffd166', '#2a9d8f', '#ffffff']):
        lx = 150 + k * 52
        ly = 250 + 22 * math.sin(math.pi * (lx - 120) / 300)
        s.rect(lx, ly, 24, 30, c)
    s.rect(0, 458, 800, 142, '#9a928a')
    s.rect(0, 458, 800, 14, '#c9c2b8')
    classic_car(s, 420, 560, 2.0, '#f6c343', roof='#f4f1ea')
    person(s, 120, 500, 80, '#3a2a22', dress='#f4f1ea')
    return s


def royal_palm(s, x, y, h, fill='#3f7a3a', trunk='#b8b0a0'):
    s.path(f'M{x - 5},{y}C{x - 9},{y - h * 0.3} {x - 3},{y - h * 0.7} {x - 3},{y - h}L{x + 3},{y - h}'
           f'C{x + 3},{y - h * 0.7} {x + 9},{y - h * 0.3} {x + 5},{y}Z', trunk)
    s.rect(x - 3.5, y - h - 20, 7, 22, '#6a9a4a')
    for a in range(-160, 1, 26):
        ang = math.radians(a)
        ex, ey = x + 60 * math.cos(ang), y - h - 20 + 60 * math.sin(ang) + 34
        s.path(f'M{x},{y - h - 20}Q{x + 34 * math.cos(ang):.1f},{y - h - 40 + 34 * math.sin(ang):.1f} {ex:.1f},{ey:.1f}', 'none',
               stroke=fill, stroke_width=5, stroke_linecap='round')


def vinales():
    s = Svg(seed=811)
    s.sky([(0, '#8cc2e6'), (1, '#f2efe0')], y2=360)
    s.sun(640, 110, 26, '#fffbe6', glow='#fff1c2')
    for cx, w, h, c in [(120, 200, 170, '#7aa07a'), (360, 260, 210, '#6a9470'), (620, 240, 190, '#7aa07a'),
                        (780, 160, 140, '#86ac84')]:
        s.path(f'M{cx - w / 2},360C{cx - w / 2 - 10},{360 - h * 0.6} {cx - w * 0.35},{360 - h} {cx},{360 - h}'
               f'C{cx + w * 0.35},{360 - h} {cx + w / 2 + 10},{360 - h * 0.6} {cx + w / 2},360Z', c)
        s.path(f'M{cx - w * 0.2},{360 - h * 0.7}L{cx - w * 0.16},{360 - h * 0.25}L{cx - w * 0.26},{360 - h * 0.3}Z', '#a8a89a', opacity=0.6)
    s.rect(0, 300, 800, 70, s.lin([(0, '#ffffff', 0), (1, '#ffffff', 0.75)]))
    s.rect(0, 360, 800, 240, s.lin([(0, '#b8643a'), (1, '#9a4a28')]))
    r = s.rng
    for row in range(9):
        y = 380 + row * 24
        for k in range(int(14 + row * 2)):
            x = (k + (row % 2) * 0.5) * (800 / (14 + row * 2))
            rr = 5 + row * 1.6
            s.ellipse(x, y, rr * 1.4, rr, '#4f8a3a' if (k + row) % 3 else '#5f9a44')
    bx, by = 560, 420
    s.rect(bx - 70, by - 60, 140, 60, '#8a6a4a')
    for k in range(10):
        s.line(bx - 66 + k * 14, by - 60, bx - 66 + k * 14, by, '#6a4a30', 2)
    s.path(f'M{bx - 90},{by - 54}L{bx},{by - 150}L{bx + 90},{by - 54}Z', '#c9a86a')
    s.path(f'M{bx},{by - 150}L{bx + 90},{by - 54}L{bx + 40},{by - 54}Z', '#a8884a')
    s.rect(bx - 16, by - 40, 32, 40, '#3a2a1a')
    for px, h in [(80, 260), (200, 220), (720, 280), (440, 200)]:
        royal_palm(s, px, 420 + (h - 200) * 0.3, h)
    person(s, 340, 470, 60, '#3a2a22', dress='#f4f1ea')
    s.path('M326,414Q340,404 354,414Z', '#d9c48a')
    return s


PHOTOS = {
    'banff-canada-2': moraine_lake,
    'banff-canada-3': banff_winter,
    'chichen-itza-mexico': chichen_itza,
    'chichen-itza-mexico-2': equinox,
    'chichen-itza-mexico-3': cenote,
    'new-york-city-usa': brooklyn_bridge,
    'new-york-city-usa-2': statue_of_liberty,
    'new-york-city-usa-3': central_park,
    'havana-cuba': malecon,
    'havana-cuba-2': havana_street,
    'havana-cuba-3': vinales,
}

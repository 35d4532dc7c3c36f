"""Home-page artwork: four extra places, four offers, last-minute, about, hero/og and favicon."""

import math

from lib import Svg, smooth_d

CROSS_PATTERN = (
    '<pattern id="lattice" width="10" height="10" patternUnits="userSpaceOnUse">'
    '<path d="M0,0L10,10M10,0L0,10" stroke="#8d7aa8" stroke-width="1" opacity="0.7"/></pattern>'
)


def paris():
    s = Svg(seed=201)
    s.sky([(0, '#6f65a8'), (0.5, '#d98aa0'), (0.85, '#f7bfa0'), (1, '#fbd6b4')])
    s.sun(620, 360, 36, '#fff0d6', glow='#ffc3a0')
    s.cloud(180, 120, 1.1, fill='#f9d0d8', op=0.45)
    s.cloud(680, 170, 0.8, fill='#f9d0d8', op=0.4)
    s.defs.append(CROSS_PATTERN)
    x, base, top = 400, 500, 60
    tower = (f'M{x - 110},{base}C{x - 80},{base - 60} {x - 60},{base - 110} {x - 52},{base - 130}'
             f'L{x - 62},{base - 130}L{x - 62},{base - 142}L{x - 40},{base - 142}'
             f'C{x - 30},{base - 200} {x - 24},{base - 220} {x - 22},{base - 238}L{x - 30},{base - 238}L{x - 30},{base - 248}'
             f'L{x - 16},{base - 248}C{x - 9},{base - 320} {x - 5},{base - 370} {x - 4},{top + 22}L{x - 6},{top + 22}'
             f'L{x - 6},{top + 14}L{x - 2},{top + 14}L{x - 1},{top}L{x + 1},{top}L{x + 2},{top + 14}L{x + 6},{top + 14}'
             f'L{x + 6},{top + 22}L{x + 4},{top + 22}C{x + 5},{base - 370} {x + 9},{base - 320} {x + 16},{base - 248}'
             f'L{x + 30},{base - 248}L{x + 30},{base - 238}L{x + 22},{base - 238}C{x + 24},{base - 220} {x + 30},{base - 200} {x + 40},{base - 142}'
             f'L{x + 62},{base - 142}L{x + 62},{base - 130}L{x + 52},{base - 130}'
             f'C{x + 60},{base - 110} {x + 80},{base - 60} {x + 110},{base}L{x + 62},{base}'
             f'C{x + 50},{base - 60} {x - 50},{base - 60} {x - 62},{base}Z')
    s.path(tower, '#3f3458')
    s.path(tower, 'url(#lattice)')
    s.rect(x - 62, base - 142, 124, 5, '#2c2440')
    s.rect(x - 30, base - 248, 60, 4, '#2c2440')
    # Seine with bridge
    s.rect(0, 520, 800, 80, s.lin([(0, '#7b78b0'), (1, '#4a4a82')]))
    s.glitter(620, 522, 590, 70, '#ffd9b8', n=8, op=0.55)
    s.path('M0,520L800,520L800,530C700,530 690,560 600,560C510,560 500,530 400,530C300,530 290,560 200,560'
           'C110,560 100,530 0,530Z', '#d9c3a5')
    # trees and Haussmann blocks
    r = s.rng
    for tx in range(-10, 820, 26):
        s.circle(tx + r.uniform(-5, 5), 500 + r.uniform(-4, 4), r.uniform(16, 24), r.choice(['#4f6b55', '#5d7a5b', '#45604d']))
    for bx, w, h in [(0, 120, 120), (110, 100, 90), (600, 110, 100), (700, 110, 130)]:
        s.rect(bx, 520 - h, w, h, '#efe1c6')
        s.path(f'M{bx - 4},{520 - h}L{bx + 10},{520 - h - 28}L{bx + w - 10},{520 - h - 28}L{bx + w + 4},{520 - h}Z', '#5c6b8f')
        s.rect(bx + 16, 520 - h - 40, 10, 14, '#c98f6a')
        s.rect(bx + w - 30, 520 - h - 40, 10, 14, '#c98f6a')
        for wy in range(520 - h + 12, 510, 22):
            for wx in range(int(bx) + 10, int(bx + w) - 12, 20):
                s.rect(wx, wy, 9, 13, '#7d86a8')
        s.rect(bx, 520 - h + 30, w, 3, '#3f3458', opacity=0.5)
    return s


def grand_canyon():
    s = Svg(seed=202)
    s.sky([(0, '#6fa7d6'), (0.55, '#f2c9a4'), (1, '#f9d89e')])
    s.sun(600, 150, 28, '#fff5dc', glow='#ffd7a0')
    layers = [
        (260, '#c9a3b8', '#bb93aa'), (300, '#e0a283', '#cf8e70'), (350, '#d27a52', '#bd6741'),
        (410, '#b4543a', '#9c452f'), (480, '#8a3626', '#74291d'),
    ]
    r = s.rng
    for i, (y0, c, stripe) in enumerate(layers):
        p = [(-10, y0 + r.uniform(-10, 10))]
        x = -10
        while x < 820:
            x += r.uniform(40, 110)
            step = r.choice([-1, 1]) * r.uniform(14, 34)
            p.append((x - r.uniform(4, 10), p[-1][1]))
            p.append((x, min(max(p[-1][1] + step, y0 - 50), y0 + 40)))
        d = 'M' + 'L'.join(f'{a:.1f},{b:.1f}' for a, b in p) + 'L820,600L-10,600Z'
        s.path(d, c)
        clip = s.clip(f'<path d="{d}"/>')
        s.g(clip_path=clip)
        for k in range(10):
            yy = y0 - 40 + k * 14
            s.rect(0, yy, 800, 4, stripe, opacity=0.7)
        s.end()
        if i == 2:
            s.path('M340,600C360,560 420,540 400,500C390,480 430,470 440,450', 'none', stroke='#3f8f9f', stroke_width=6)
    # rim with juniper
    s.path('M0,520L180,505L260,530L320,600L0,600Z', '#6e3b2b')
    s.path('M0,540L200,528L240,560L250,600L0,600Z', '#5a2f22')
    s.path('M90,520C96,490 110,470 130,456M110,480C120,476 138,470 150,472', 'none', stroke='#4a3426', stroke_width=5)
    for cx, cy, rr in [(130, 450, 22), (152, 466, 16), (110, 462, 18), (140, 436, 14)]:
        s.circle(cx, cy, rr, '#5f7a4a')
    s.birds(300, 120, 1.3, '#5a3a3a', 3)
    return s


def sydney():
    s = Svg(seed=203)
    s.sky([(0, '#3f97dc'), (0.7, '#a9d8f5'), (1, '#e1f3ff')])
    s.cloud(640, 100, 1.0, op=0.8)
    s.cloud(250, 70, 0.7, op=0.7)
    r = s.rng
    x = 300
    while x < 800:
        w, h = r.uniform(24, 48), r.uniform(40, 150)
        s.rect(x, 380 - h, w, h, r.choice(['#b8c7d8', '#a9b9cc', '#c9d5e2']))
        x += w + r.uniform(2, 8)
    # Harbour Bridge
    s.path('M-60,330Q200,150 460,330L440,330Q200,180 -40,330Z', '#5f6f83')
    for k in range(1, 20):
        bx = -60 + k * 26
        t = (bx + 60) / 520
        ay = 330 - 4 * t * (1 - t) * 180 + 10
        s.line(bx, ay, bx, 330, '#5f6f83', 2)
    s.rect(-60, 326, 540, 10, '#4f5d70')
    for px in (-50, 410):
        s.rect(px, 290, 40, 70, '#d7c9ae')
        s.rect(px + 28, 290, 12, 70, '#bfae90')
    s.rect(0, 360, 800, 240, s.lin([(0, '#2583c9'), (1, '#0f4c81')]))
    s.waves(365, 600, '#ffffff', n=50, op=0.2)
    # Opera House
    s.rect(440, 420, 340, 26, '#d9c9ae')
    s.rect(440, 440, 340, 8, '#b8a68a')
    shells = [(470, 420, 80, 0.9), (530, 420, 110, 1.0), (600, 420, 86, 0.8), (640, 420, 70, 0.95),
              (690, 420, 100, 1.0), (745, 420, 70, 0.8)]
    for sx, sy, h, k in shells:
        w = h * 0.8 * k
        s.path(f'M{sx},{sy}Q{sx + w * 0.15},{sy - h} {sx + w},{sy - h * 0.95}Q{sx + w * 0.6},{sy - h * 0.4} {sx + w * 0.65},{sy}Z',
               '#fbfbf7')
        s.path(f'M{sx + w * 0.65},{sy}Q{sx + w * 0.6},{sy - h * 0.4} {sx + w},{sy - h * 0.95}Q{sx + w * 0.8},{sy - h * 0.4} {sx + w * 0.82},{sy}Z',
               '#d9dee6')
        for j in range(1, 4):
            s.path(f'M{sx + w * 0.15 * j},{sy}Q{sx + w * (0.15 + 0.1 * j)},{sy - h * 0.6} {sx + w},{sy - h * 0.95}', 'none',
                   stroke='#e2e6ec', stroke_width=1.2)
    # ferry
    fx, fy = 230, 500
    s.path(f'M{fx - 60},{fy}L{fx + 60},{fy}L{fx + 50},{fy + 16}L{fx - 50},{fy + 16}Z', '#1f7a4a')
    s.rect(fx - 46, fy - 18, 92, 18, '#f3e7c4')
    s.rect(fx - 26, fy - 30, 52, 12, '#f3e7c4')
    for k in range(7):
        s.rect(fx - 40 + k * 12, fy - 13, 7, 7, '#3d5a6b')
    s.rect(fx - 4, fy - 40, 8, 10, '#f2c14e')
    s.path(f'M{fx - 80},{fy + 18}L{fx + 70},{fy + 18}', 'none', stroke='#ffffff', stroke_width=2, opacity=0.6)
    return s


def great_wall():
    s = Svg(seed=204)
    s.sky([(0, '#9ccbe6'), (0.7, '#e6eee6'), (1, '#f5efe0')])
    s.sun(150, 120, 30, '#fffbe8', glow='#fff1c2')
    s.ridge(280, 70, '#a9bccb', depth=6, rough=0.6, smooth=True)
    s.ridge(340, 60, '#8fab9c', depth=6, rough=0.6, smooth=True)
    wall = [(-20, 470), (60, 420), (140, 360), (210, 330), (280, 370), (350, 410), (420, 380), (500, 300), (570, 270),
            (640, 320), (700, 360), (760, 330), (830, 300)]
    s.path(smooth_d([(x, y + 6) for x, y in wall], 600), '#5d8a55')
    s.path(smooth_d([(x, y + 40) for x, y in wall], 600), '#4e7a48')
    r = s.rng
    for _ in range(110):
        i = r.randint(0, len(wall) - 2)
        t = r.random()
        x = wall[i][0] + (wall[i + 1][0] - wall[i][0]) * t
        y = wall[i][1] + (wall[i + 1][1] - wall[i][1]) * t + r.uniform(20, 260)
        s.circle(x, y, r.uniform(5, 10), r.choice(['#d9822b', '#c2603a', '#e0a33a', '#6f9a4f', '#5f8a4f', '#6f9a4f', '#4f7a45']), opacity=0.9)
    d = smooth_d(wall)
    s.path(d, 'none', stroke='#9b8463', stroke_width=20, stroke_linejoin='round')
    s.path(d, 'none', stroke='#d8c3a0', stroke_width=14, stroke_linejoin='round')
    s.path(d, 'none', stroke='#b59f7c', stroke_width=5, stroke_dasharray='5 5', transform='translate(0,-9)')
    for tx, ty in [(210, 330), (570, 270), (60, 420), (760, 330), (420, 380)]:
        s.rect(tx - 20, ty - 40, 40, 40, '#cdb692')
        s.rect(tx + 8, ty - 40, 12, 40, '#a68d69')
        for k in range(5):
            s.rect(tx - 22 + k * 9, ty - 48, 6, 8, '#cdb692')
        s.path(f'M{tx - 8},{ty - 6}L{tx - 8},{ty - 20}Q{tx - 4},{ty - 26} {tx},{ty - 20}L{tx},{ty - 6}Z', '#5a4636')
    s.path(smooth_d([(0, 540), (200, 520), (420, 548), (620, 526), (800, 540)], 600), '#3f6b3c')
    for _ in range(14):
        s.blob_tree(r.uniform(0, 800), r.uniform(560, 610), r.uniform(12, 20), r.choice(['#d9822b', '#c2603a', '#e0a33a']),
                    trunk='#4a3426')
    return s


def taj_mahal():
    s = Svg(seed=301)
    s.sky([(0, '#f3a6a0'), (0.6, '#fbd3bd'), (1, '#fde8d2')])
    s.sun(640, 150, 32, '#fff6e0', glow='#ffd2b0')
    white, shade, detail = '#fbf7f2', '#e3d9cf', '#d3c2b0'
    x = 400

    def minaret(mx, top, base, w):
        s.poly([(mx - w, base), (mx - w * 0.75, top), (mx + w * 0.75, top), (mx + w, base)], white)
        s.poly([(mx + w * 0.25, base), (mx + w * 0.2, top), (mx + w * 0.75, top), (mx + w, base)], shade)
        for k in range(1, 4):
            yy = base - (base - top) * k / 3.6
            s.rect(mx - w * 1.3, yy, w * 2.6, 4, detail)
        s.rect(mx - w * 0.9, top - 14, w * 1.8, 14, white)
        s.path(f'M{mx - w * 1.1},{top - 14}Q{mx},{top - 34} {mx + w * 1.1},{top - 14}Z', white)
        s.line(mx, top - 30, mx, top - 40, detail, 1.5)

    minaret(262, 250, 440, 8)
    minaret(538, 250, 440, 8)
    s.rect(150, 436, 500, 16, '#efe4d6')
    s.rect(290, 310, 220, 126, white)
    s.rect(455, 310, 55, 126, shade)
    s.path(f'M{x - 40},436L{x - 40},360Q{x - 40},330 {x},318Q{x + 40},330 {x + 40},360L{x + 40},436Z', detail)
    s.path(f'M{x - 30},436L{x - 30},366Q{x - 30},342 {x},332Q{x + 30},342 {x + 30},366L{x + 30},436Z', '#bfae9a')
    for ax in (320, 455):
        for ay in (330, 385):
            s.path(f'M{ax},{ay + 42}L{ax},{ay + 14}Q{ax + 12},{ay} {ax + 24},{ay + 14}L{ax + 24},{ay + 42}Z', detail)
    s.rect(286, 306, 228, 6, detail)
    # drum and onion dome
    s.rect(x - 58, 280, 116, 30, white)
    s.path(f'M{x - 62},282C{x - 92},236 {x - 54},190 {x},170C{x + 54},190 {x + 92},236 {x + 62},282Z', white)
    s.path(f'M{x + 12},176C{x + 60},196 {x + 90},240 {x + 62},282L{x + 22},282C{x + 40},240 {x + 34},200 {x + 12},176Z', shade)
    s.line(x, 170, x, 128, '#c9a75b', 3)
    s.circle(x, 150, 4, '#c9a75b')
    for cx in (325, 475):
        s.rect(cx - 16, 286, 32, 24, white)
        s.path(f'M{cx - 20},288Q{cx - 20},258 {cx},252Q{cx + 20},258 {cx + 20},288Z', white)
        s.line(cx, 252, cx, 240, '#c9a75b', 2)
    # garden, pool and reflection
    s.rect(0, 452, 800, 148, '#7fae62')
    s.path('M370,452L430,452L470,600L330,600Z', '#eadbc6')
    s.path('M384,452L416,452L440,600L360,600Z', s.lin([(0, '#a8cde6'), (1, '#6fa6cf')]))
    s.g(transform='translate(0,904) scale(1,-1)', opacity=0.25, clip_path=s.clip('<path d="M384,452L416,452L440,600L360,600Z"/>'))
    s.path(f'M{x - 62},282C{x - 92},236 {x - 54},190 {x},170C{x + 54},190 {x + 92},236 {x + 62},282Z', '#ffffff')
    s.rect(290, 310, 220, 126, '#ffffff')
    s.end()
    for k in range(6):
        t = k / 5
        for side in (-1, 1):
            cx = x + side * (70 + t * 160)
            s.cypress(cx, 470 + t * 120, 50 + t * 70, 10 + t * 10, '#2f5d3a')
    return s


def dubai():
    s = Svg(seed=302)
    s.sky([(0, '#22305f'), (0.45, '#7b4f86'), (0.75, '#f07f6b'), (1, '#fdc9a0')])
    s.stars(30, 160, '#fff3e0')
    s.sun(640, 420, 40, '#ffe0b0', glow='#ffb088')
    r = s.rng
    x = -10
    while x < 810:
        w, h = r.uniform(24, 52), r.uniform(60, 200)
        if 360 < x < 470:
            x += w
            continue
        c = r.choice(['#2d3a5e', '#34436b', '#3c4a73', '#26335a'])
        s.rect(x, 470 - h, w, h, c)
        for wy in range(int(470 - h + 8), 462, 10):
            for wx in range(int(x) + 4, int(x + w) - 4, 8):
                if r.random() < 0.3:
                    s.rect(wx, wy, 3, 4, '#ffd98a', opacity=0.8)
        x += w + r.uniform(2, 10)
    # Burj Khalifa: stepped spire
    bx, base = 415, 470
    tiers = [(34, 470), (30, 380), (26, 310), (21, 250), (16, 195), (12, 150), (8, 110), (5, 80), (3, 50), (1.2, 20)]
    for i, (hw, y) in enumerate(tiers):
        top = tiers[i + 1][1] if i + 1 < len(tiers) else y - 10
        s.rect(bx - hw, top, hw * 2, y - top + 1, '#8ea3c8')
        s.rect(bx, top, hw, y - top + 1, '#5a6d96')
        s.rect(bx - hw - 5, y - 8, 5, 8, '#7a8fb8') if i < 6 else None
    s.line(bx - 1, 470, bx - 1, 120, '#ffe7b8', 1.2, opacity=0.7)
    # desert dunes and camels
    s.path(smooth_d([(0, 470), (150, 455), (300, 480), (450, 470), (620, 450), (800, 475)], 600), '#e4a15a')
    s.path(smooth_d([(0, 540), (180, 500), (360, 530), (520, 505), (700, 540), (800, 520)], 600), '#d48a43')
    s.path(smooth_d([(0, 575), (240, 560), (480, 590), (800, 565)], 600), '#c07635')
    cm = '#3b2433'
    for cx, k in [(520, 1.0), (580, 0.9), (632, 0.8)]:
        y0 = 520 - (cx - 520) * 0.12
        s.path(f'M{cx},{y0}C{cx + 4 * k},{y0 - 22 * k} {cx + 14 * k},{y0 - 30 * k} {cx + 22 * k},{y0 - 18 * k}'
               f'C{cx + 28 * k},{y0 - 30 * k} {cx + 38 * k},{y0 - 28 * k} {cx + 40 * k},{y0 - 14 * k}'
               f'L{cx + 46 * k},{y0 - 32 * k}L{cx + 54 * k},{y0 - 32 * k}L{cx + 52 * k},{y0 - 26 * k}L{cx + 46 * k},{y0 - 6 * k}'
               f'L{cx + 44 * k},{y0 + 22 * k}L{cx + 40 * k},{y0 + 22 * k}L{cx + 38 * k},{y0}L{cx + 8 * k},{y0}'
               f'L{cx + 6 * k},{y0 + 22 * k}L{cx + 2 * k},{y0 + 22 * k}Z', cm)
    return s


def petronas():
    s = Svg(seed=303)
    s.sky([(0, '#0f2a4d'), (0.5, '#2f5f94'), (0.85, '#e58f6b'), (1, '#f6b27a')])
    s.stars(40, 220, '#e8f0ff')
    s.crescent(130, 90, 20, '#fff3d6')
    r = s.rng
    x = -10
    while x < 810:
        w, h = r.uniform(30, 60), r.uniform(60, 170)
        s.rect(x, 520 - h, w, h, r.choice(['#1e3556', '#243d60', '#1a2e4c']))
        for wy in range(int(520 - h + 8), 512, 10):
            for wx in range(int(x) + 4, int(x + w) - 4, 9):
                if r.random() < 0.35:
                    s.rect(wx, wy, 3, 4, '#ffe2a0', opacity=0.75)
        x += w + r.uniform(2, 10)
    for tx in (330, 470):
        tiers = [(40, 540), (38, 300), (33, 230), (28, 180), (22, 145), (15, 118), (9, 100)]
        for i, (hw, y) in enumerate(tiers):
            top = tiers[i + 1][1] if i + 1 < len(tiers) else y - 12
            s.rect(tx - hw, top, hw * 2, y - top + 1, s.lin([(0, '#eef2f7'), (0.5, '#b7c3d3'), (1, '#7b8ba3')], 0, 0, 1, 0))
        for yy in range(310, 540, 9):
            s.rect(tx - 38, yy, 76, 1.6, '#5d6d86', opacity=0.45)
        s.line(tx, 88, tx, 30, '#d9e1ea', 2.5)
        s.circle(tx, 92, 4, '#e4eaf1')
        s.circle(tx, 70, 2.5, '#e4eaf1')
    s.rect(368, 355, 64, 12, '#c6d0dd')
    s.path('M372,367L400,392L428,367', 'none', stroke='#c6d0dd', stroke_width=4)
    for px, h, lean in [(60, 220, 20), (130, 170, -15), (690, 230, -20), (760, 180, 18)]:
        s.palm(px, 620, h, lean, trunk='#1c2f25', leaf='#183a2a', leaf2='#21472f')
    s.rect(0, 560, 800, 40, '#13261d')
    return s


def tuscany():
    s = Svg(seed=304)
    s.sky([(0, '#7fb0d9'), (0.6, '#fbd6a2'), (1, '#f6b27a')])
    s.sun(590, 250, 40, '#fff3cf', glow='#ffd08a')
    s.hills(300, 20, '#b9b98e', n=3, phase=0.3)
    s.hills(350, 24, '#a5b470', n=4, phase=1.2)
    p = s.hills(420, 30, '#d9b45a', n=3, phase=2.0)
    clip = s.clip(f'<path d="{smooth_d(p, 600)}"/>')
    s.g(clip_path=clip)
    for k in range(1, 14):
        s.path(smooth_d([(x, y + k * 14) for x, y in p]), 'none', stroke='#c49a42', stroke_width=2, opacity=0.6)
    s.end()
    # farmhouse on the hill
    fx, fy = 520, 360
    s.rect(fx, fy - 40, 80, 40, '#e8c898')
    s.rect(fx + 56, fy - 40, 24, 40, '#d3ad7a')
    s.poly([(fx - 6, fy - 40), (fx + 40, fy - 62), (fx + 86, fy - 40)], '#b5553a')
    s.rect(fx + 24, fy - 70, 22, 30, '#e8c898')
    s.poly([(fx + 20, fy - 70), (fx + 35, fy - 80), (fx + 50, fy - 70)], '#b5553a')
    for k in range(3):
        s.rect(fx + 10 + k * 22, fy - 28, 8, 12, '#6b4a2f')
    # winding cypress lane
    road = [(300, 600), (360, 520), (440, 470), (500, 430), (540, 370)]
    s.path(smooth_d(road), 'none', stroke='#efdcb3', stroke_width=10, stroke_linecap='round')
    for i, (rx, ry) in enumerate(road[:-1]):
        nx, ny = road[i + 1]
        for t in (0.0, 0.5):
            cx, cy = rx + (nx - rx) * t, ry + (ny - ry) * t
            k = (cy - 360) / 240
            s.cypress(cx - 14 - 10 * k, cy, 40 + 70 * k, 6 + 6 * k, '#2f4d2c')
            s.cypress(cx + 14 + 10 * k, cy, 40 + 70 * k, 6 + 6 * k, '#35552f')
    s.path(smooth_d([(0, 540), (200, 520), (400, 560), (600, 540), (800, 560)], 600), '#8a9c4a')
    for _ in range(40):
        s.circle(s.rng.uniform(0, 800), s.rng.uniform(560, 600), s.rng.uniform(2, 4), '#e0443e')
    return s


def last_minute():
    s = Svg(seed=401)
    s.sky([(0, '#5b4b8a'), (0.45, '#d9687a'), (0.85, '#f6a96a'), (1, '#f9c98a')], y2=360)
    s.sun(520, 356, 54, '#ffe7b6', glow='#ffb27a')
    s.cloud(220, 130, 1.2, fill='#f4a7a3', op=0.5)
    s.rect(0, 356, 800, 244, s.lin([(0, '#2d6f8e'), (0.5, '#2fa3a6'), (1, '#5fd0c4')]))
    s.glitter(520, 360, 480, 120, '#ffd9a0', n=14, op=0.7)
    s.waves(370, 600, '#ffffff', n=40, op=0.2)
    # overwater bungalows along a jetty
    s.path('M800,470L380,388L380,392L800,478Z', '#6b4a35')
    for i, (hx, k) in enumerate([(420, 0.45), (480, 0.55), (560, 0.7), (660, 0.88), (780, 1.1)]):
        hy = 392 + (hx - 380) * 0.2
        w = 70 * k
        for sx in (hx - w * 0.4, hx + w * 0.4):
            s.line(sx, hy - 4, sx, hy + 26 * k, '#4a3426', 2.5 * k)
        s.rect(hx - w / 2 - 6 * k, hy - 6 * k, w + 12 * k, 5 * k, '#8d5a3b')
        s.rect(hx - w / 2, hy - 36 * k, w, 30 * k, '#b07a4f')
        s.rect(hx - 8 * k, hy - 26 * k, 16 * k, 20 * k, '#ffcf80')
        s.poly([(hx - w / 2 - 10 * k, hy - 34 * k), (hx, hy - 66 * k), (hx + w / 2 + 10 * k, hy - 34 * k)], '#d8a866')
        s.poly([(hx, hy - 66 * k), (hx + w / 2 + 10 * k, hy - 34 * k), (hx + 4 * k, hy - 34 * k)], '#b98a4c')
    # beach and palm
    s.path(smooth_d([(0, 500), (120, 515), (240, 560), (320, 600)], 600), '#f3dfb8')
    s.path(smooth_d([(0, 500), (120, 515), (240, 560), (320, 600)]), 'none', stroke='#ffffff', stroke_width=3, opacity=0.7)
    s.palm(80, 560, 320, 140, trunk='#4a3328', leaf='#1f4a3a', leaf2='#275a45')
    return s


def about():
    s = Svg(seed=402)
    s.sky([(0, '#5ab0ef'), (0.7, '#bfe5fb'), (1, '#e8f6fd')])
    # plane with contrail
    s.path('M80,170Q300,110 560,90', 'none', stroke='#ffffff', stroke_width=4, opacity=0.8, stroke_linecap='round')
    s.path('M560,90L600,84L610,86L604,92L566,96Z', '#f7f9fc')
    s.path('M578,90L566,74L574,74L594,88Z', '#dfe6ef')
    s.path('M582,92L574,108L582,108L598,92Z', '#dfe6ef')
    s.cloud(180, 230, 1.0, op=0.85)
    s.cloud(660, 180, 0.8, op=0.8)
    rng = [(0, 330), (90, 250), (140, 290), (230, 190), (310, 300), (380, 240), (440, 280), (520, 180), (600, 290),
           (680, 230), (760, 290), (800, 270)]
    s.peaks(rng, '#7d8fc0', shade='#6a7bab', snow='#f5f8fd', bottom=400)
    s.hills(380, 20, '#8cc46a', n=3, phase=0.7)
    s.hills(440, 26, '#6aa84f', n=4, phase=2.2)
    road = [(380, 380), (420, 410), (360, 450), (300, 490), (420, 540), (520, 600)]
    s.path(smooth_d(road), 'none', stroke='#4a4e5a', stroke_width=26, stroke_linecap='round')
    s.path(smooth_d(road), 'none', stroke='#f4f1de', stroke_width=2.5, stroke_dasharray='10 10')
    s.forest(560, 800, 470, 40, 80, ['#2f6b3f', '#3a7d48', '#275c36'], 18, jitter=40)
    s.forest(0, 220, 470, 40, 80, ['#2f6b3f', '#3a7d48', '#275c36'], 14, jitter=40)
    # camper van
    vx, vy = 330, 478
    s.rect(vx - 30, vy - 26, 60, 24, '#e85d3a', rx=6)
    s.rect(vx - 30, vy - 14, 60, 6, '#f7f4ea')
    s.rect(vx + 8, vy - 23, 16, 9, '#bfe5fb')
    s.rect(vx - 22, vy - 23, 24, 9, '#bfe5fb')
    s.circle(vx - 16, vy - 1, 6, '#2b2b35')
    s.circle(vx + 16, vy - 1, 6, '#2b2b35')
    s.birds(700, 120, 1.2, '#2d3a4a', 3)
    return s


HOME = {
    'place-1': paris,
    'place-2': grand_canyon,
    'place-3': sydney,
    'place-4': great_wall,
    'offer-india': taj_mahal,
    'offer-dubai': dubai,
    'offer-malaysia': petronas,
    'offer-italy': tuscany,
    'last-minute': last_minute,
    'about': about,
}


def hero(W, H, og=False):
    """Wide sunset over a mountain lake; the left side stays calm and dark for overlaid text."""
    s = Svg(W, H, seed=500)
    X = lambda v: v * W  # noqa: E731
    Y = lambda v: v * H  # noqa: E731
    hz = Y(0.64)
    s.sky([(0, '#141d3d'), (0.35, '#3b3a6e'), (0.7, '#b65d6f'), (0.9, '#f19a6b'), (1, '#f7bd83')], y2=hz + 2)
    s.stars(int(W / 14), Y(0.28), '#fff5e6')
    s.sun(X(0.635), Y(0.445), Y(0.055), '#ffe4b0', glow='#ff9f6e', glow_r=4.5)
    s.cloud(X(0.5), Y(0.2), W / 1600 * 1.5, fill='#8a5a86', op=0.8)
    s.cloud(X(0.88), Y(0.3), W / 1600 * 1.1, fill='#b8688a', op=0.7)
    far = [(X(x), Y(y)) for x, y in [(0, 0.56), (0.08, 0.5), (0.15, 0.54), (0.3, 0.47), (0.42, 0.55), (0.55, 0.4),
                                    (0.63, 0.48), (0.7, 0.36), (0.78, 0.45), (0.86, 0.32), (0.94, 0.42), (1, 0.38)]]
    s.peaks(far, '#6d5a8c', shade='#5f4e7e', snow='#e9c9d6', bottom=hz, snow_t=0.22)
    near = [(X(x), Y(y)) for x, y in [(0, 0.62), (0.12, 0.58), (0.25, 0.61), (0.4, 0.6), (0.5, 0.52), (0.6, 0.6),
                                     (0.72, 0.5), (0.82, 0.58), (0.92, 0.46), (1, 0.52)]]
    s.peaks(near, '#3f3a63', shade='#342f55', bottom=hz)
    s.rect(0, hz, W, H - hz, s.lin([(0, '#9a6a86'), (0.3, '#4a3f6e'), (1, '#171c38')]))
    s.glitter(X(0.635), hz + 2, Y(0.86), X(0.09), '#ffcf9a', n=16, op=0.65)
    s.waves(hz + 6, H, '#f4a582', n=int(W / 20), op=0.15)
    # forested shore on the right
    s.path(smooth_d([(X(0.55), hz + 4), (X(0.7), hz - Y(0.015)), (X(0.85), hz - Y(0.03)), (W, hz - Y(0.02))], hz + 8), '#1d2440')
    s.forest(X(0.58), W, hz + 2, Y(0.03), Y(0.06), ['#1b2140', '#212a4a'], int(W / 25), jitter=2)
    s.path(smooth_d([(X(0.78), H), (X(0.84), Y(0.85)), (X(0.92), Y(0.8)), (W, Y(0.78))], H), '#11162c')
    for x, h in [(0.87, 0.26), (0.91, 0.34), (0.95, 0.38), (0.99, 0.3), (0.84, 0.2)]:
        s.pine(X(x), Y(0.86) + (x - 0.86) * -Y(0.3) + Y(0.02), Y(h), '#0e1226')
    # small sailing boat
    bx, by, k = X(0.58), Y(0.76), H / 900
    s.path(f'M{bx - 30 * k},{by}L{bx + 30 * k},{by}L{bx + 22 * k},{by + 8 * k}L{bx - 24 * k},{by + 8 * k}Z', '#0e1226')
    s.poly([(bx, by - 2), (bx, by - 60 * k), (bx + 26 * k, by - 2)], '#0e1226')
    s.poly([(bx - 3 * k, by - 2), (bx - 3 * k, by - 46 * k), (bx - 22 * k, by - 2)], '#0e1226')
    s.birds(X(0.6), Y(0.26), W / 1000, '#2a2440', 4)
    # calm, darker left side for overlaid text
    s.rect(0, 0, W, H, s.lin([(0, '#0b1026', 0.55), (0.45, '#0b1026', 0.2), (0.7, '#0b1026', 0)], 0, 0, 1, 0))
    return s


# The compass on the teal disc, in a 64-unit box centred on (32, 32); the ticks reach r = 28.5.
COMPASS = (
    '<circle cx="32" cy="32" r="23" fill="#f8fafc"/>'
    '<path d="M32 5v6M32 53v6M5 32h6M53 32h6" stroke="#f8fafc" stroke-width="3" stroke-linecap="round"/>'
    '<path d="M32 12l7 20h-14z" fill="#e11d48"/>'
    '<path d="M32 52l-7-20h14z" fill="#334155"/>'
    '<circle cx="32" cy="32" r="3.5" fill="#f8fafc" stroke="#334155" stroke-width="2"/>'
)
TEAL = '#0f766e'

FAVICON = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
    f'<circle cx="32" cy="32" r="29" fill="{TEAL}"/>'
    f'{COMPASS}'
    '</svg>\n'
)


def app_icon(maskable):
    """The installed app's icon: the favicon as it is ("any"), or, for launchers that cut icons to
    their own shape ("maskable", and Apple's touch icon), the compass on a full-bleed teal square
    and scaled into the safe zone, the centred circle whose radius is 40% of the side (25.6 units
    here; the ticks reach 28.5 x 0.8 = 22.8)."""
    if not maskable:
        return FAVICON
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<rect width="64" height="64" fill="{TEAL}"/>'
        f'<g transform="translate(32 32) scale(0.8) translate(-32 -32)">{COMPASS}</g>'
        '</svg>\n'
    )

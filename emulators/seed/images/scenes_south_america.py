"""Place photos for South America (800x600 artboards): Machu Picchu extras, São Paulo, Galápagos, Torres del Paine."""

import math

from lib import Svg, smooth_d
from motifs import motorboat, person, place, reflect, wave_lines, window_grid


def sun_gate():
    s = Svg(seed=901)
    door = 'M250,600L302,150L498,150L550,600Z'
    s.g(clip_path=s.clip(f'<path d="{door}"/>'))
    s.sky([(0, '#7fa8d8'), (0.5, '#f4c9a0'), (1, '#fbe3b8')], y2=600)
    s.sun(470, 300, 26, '#fff4d8', glow='#ffd08a', glow_r=4)
    for k in range(7):
        a = math.radians(160 + k * 12)
        s.path(f'M470,300L{470 + 600 * math.cos(a):.0f},{300 + 600 * math.sin(a):.0f}'
               f'L{470 + 600 * math.cos(a + 0.05):.0f},{300 + 600 * math.sin(a + 0.05):.0f}Z', '#fff4d8', opacity=0.18)
    s.ridge(330, 40, '#a9b8cc', depth=6, rough=0.6)
    s.ridge(380, 40, '#8aa4a8', depth=6, rough=0.6)
    s.path('M360,520C380,470 400,320 430,300C452,292 462,360 474,420C484,470 500,500 560,520Z', '#3f7a52')
    s.path('M430,300C452,292 462,360 474,420C484,470 500,500 560,520L470,520C480,440 460,330 430,300Z', '#2f6142')
    s.rect(250, 430, 300, 60, s.lin([(0, '#ffffff', 0), (0.5, '#ffffff', 0.6), (1, '#ffffff', 0)]))
    s.path('M300,520C340,500 400,496 440,506L430,520Z', '#7db06a')
    for k in range(6):
        bx = 318 + k * 18
        s.rect(bx, 500 - (k % 2) * 3, 12, 8, '#b9b0a0')
    s.path('M250,600L250,540C330,520 420,530 550,560L550,600Z', '#5e8a4a')
    s.end()
    wall = 'M0,0L800,0L800,600L550,600L498,150L302,150L250,600L0,600Z'
    s.path(wall, '#6f665a')
    s.g(clip_path=s.clip(f'<path d="{wall}"/>'))
    r = s.rng
    for row in range(12):
        y = row * 52 + (row % 2) * 10
        x = -20 + r.uniform(0, 30)
        while x < 820:
            w = r.uniform(60, 120)
            s.path(f'M{x + 4},{y + 4}L{x + w - 4},{y + 2 + r.uniform(-3, 3)}L{x + w - 2},{y + 48}L{x + 2},{y + 50}Z',
                   r.choice(['#7d7366', '#857a6c', '#766c60', '#8c8072']))
            x += w
    s.end()
    s.path('M250,600L302,150L498,150L550,600L560,600L508,140L292,140L240,600Z', '#4a433a')
    s.rect(280, 110, 240, 40, '#7d7366')
    s.rect(280, 146, 240, 6, '#4a433a')
    s.g(clip_path=s.clip('<path d="M0,0L800,0L800,600L550,600L498,150L302,150L250,600L0,600Z"/>'))
    s.rect(0, 0, 800, 600, s.lin([(0, '#000', 0.35), (0.45, '#000', 0), (0.55, '#ffcf8a', 0.12), (1, '#000', 0.3)], 0, 0, 1, 0))
    s.end()
    person(s, 330, 590, 120, '#2a2420', dress='#c0392b')
    return s


def vistadome(s, x, y, k, cars=3):
    s.g(transform=place(x, y, k))
    for c in range(cars):
        cx = c * 150
        s.path(f'M{cx},-10L{cx},-52Q{cx},-66 {cx + 16},-68L{cx + 128},-68Q{cx + 142},-66 {cx + 142},-52L{cx + 142},-10Z', '#1f4f8f')
        s.path(f'M{cx + 10},-60L{cx + 132},-60Q{cx + 138},-58 {cx + 138},-52L{cx + 4},-52Q{cx + 4},-58 {cx + 10},-60Z', '#8fc4e0')
        for w in range(6):
            s.rect(cx + 10 + w * 21, -48, 16, 18, '#a9d4ea')
        s.rect(cx, -26, 142, 5, '#e8b84a')
        for wx in (cx + 24, cx + 118):
            s.circle(wx, -8, 7, '#1a1a1e')
    s.end()


def urubamba_train():
    s = Svg(seed=902)
    s.sky([(0, '#7fb6e0'), (1, '#d8ecf4')], y2=300)
    s.path('M300,260L380,150L420,140L470,170L540,260Z', '#c2cfe0')
    s.path('M366,170L380,150L420,140L448,156L430,170L400,160Z', '#f4f7fb')
    s.path('M0,0L120,0C200,120 300,250 380,330L420,600L0,600Z', '#3f7a4a')
    s.path('M800,0L700,0C620,120 520,240 460,320L440,600L800,600Z', '#356b42')
    s.path('M0,0L120,0C160,60 200,120 240,170L120,160Z', '#6a7468', opacity=0.7)
    s.path('M800,0L700,0C660,60 620,120 580,170L720,170Z', '#5f6a5c', opacity=0.7)
    r = s.rng
    for _ in range(70):
        side = r.random() < 0.5
        x = r.uniform(0, 330) if side else r.uniform(480, 800)
        y = r.uniform(150, 560)
        s.circle(x, y, r.uniform(10, 22), r.choice(['#4f8a54', '#2f6a3a', '#5a9a5a', '#3a7444']))
    s.path('M330,330C380,320 430,322 470,330L600,600L200,600Z', '#7a9a8a')
    s.path('M330,330C380,320 430,322 470,330L600,600L200,600Z', s.lin([(0, '#a8c0c0'), (1, '#5f8a86')]))
    for _ in range(40):
        y = r.uniform(340, 600)
        t = (y - 330) / 270
        x = r.uniform(400 - 70 - 130 * t, 400 + 70 + 130 * t)
        s.ellipse(x, y, 8 + 16 * t, 2 + 2 * t, '#ffffff', opacity=0.7)
    s.path('M0,470L800,430L800,470L0,510Z', '#8a7a66')
    s.path('M0,470L800,430', 'none', stroke='#5a5048', stroke_width=3)
    for k in range(0, 800, 14):
        s.line(k, 470 - k * 0.05, k + 4, 478 - k * 0.05, '#5a4a3a', 3)
    s.g(transform='rotate(-2.86 400 450)')
    vistadome(s, 130, 462, 1.0, cars=3)
    s.end()
    s.path('M0,510L800,470L800,600L0,600Z', '#4f7a4a')
    for _ in range(30):
        x = r.uniform(0, 800)
        s.circle(x, r.uniform(520, 600), r.uniform(14, 26), r.choice(['#3f7a4a', '#2f6a3a', '#5a9a5a']))
    return s


def copan(s, x0, x1, top, base):
    w = x1 - x0
    s.rect(x0, top, w, base - top, s.lin([(0, '#e8e4dc'), (0.4, '#b8b4b0'), (0.7, '#d8d4cc'), (1, '#a8a4a0')], 0, 0, 1, 0))
    for k in range(int((base - top) // 7)):
        y = top + 4 + k * 7
        s.path(smooth_d([(x0, y), (x0 + w * 0.33, y + 4), (x0 + w * 0.66, y - 4), (x1, y)]), 'none', stroke='#5a6068',
               stroke_width=2, opacity=0.55)


def sao_paulo_skyline():
    s = Svg(seed=903)
    s.sky([(0, '#2a2a5a'), (0.5, '#8a4a7a'), (0.8, '#e8806a'), (1, '#f6b070')], y2=460)
    r = s.rng
    for layer, (y0, hmin, hmax, col) in enumerate([(430, 60, 160, '#6a5a7a'), (460, 80, 220, '#4a4260'), (480, 60, 180, '#2f2a44')]):
        x = -10
        while x < 810:
            w, h = r.uniform(26, 54), r.uniform(hmin, hmax)
            s.rect(x, y0 - h, w, h + 200, col)
            if layer:
                window_grid(s, x + 3, y0 - h + 6, w - 6, h - 10, max(1, int(w // 9)), max(1, int(h // 12)), col,
                            lit='#ffd27a', lit_p=0.12 + 0.08 * layer)
            if r.random() < 0.3:
                s.line(x + w / 2, y0 - h, x + w / 2, y0 - h - 20, col, 2)
                s.circle(x + w / 2, y0 - h - 20, 2, '#ff5a5a')
            x += w + r.uniform(2, 10)
        if layer == 1:
            s.rect(520, 140, 46, 320, '#3f3858')
            s.poly([(520, 140), (543, 96), (566, 140)], '#3f3858')
            s.line(543, 96, 543, 60, '#3f3858', 3)
            window_grid(s, 523, 150, 40, 300, 4, 30, '#3f3858', lit='#ffd27a', lit_p=0.3)
            s.path('M600,460L600,150L640,130L640,460Z', '#453e60')
            window_grid(s, 604, 156, 32, 300, 3, 30, '#453e60', lit='#ffe0a0', lit_p=0.35)
            copan(s, 250, 430, 200, 470)
    s.rect(0, 478, 800, 122, '#1f1c30')
    for k in range(2):
        y = 520 + k * 34
        for _ in range(22):
            x = r.uniform(0, 800)
            s.rect(x, y + r.uniform(-3, 3), r.uniform(30, 80), 2.5, '#ffe0a0' if k else '#ff5a4a', opacity=0.7)
    for hx, hy, k in [(180, 120, 1.0), (700, 200, 0.7)]:
        s.path(f'M{hx - 14 * k},{hy}Q{hx - 14 * k},{hy - 10 * k} {hx},{hy - 10 * k}L{hx + 10 * k},{hy - 8 * k}'
               f'L{hx + 30 * k},{hy - 6 * k}L{hx + 30 * k},{hy - 2 * k}L{hx + 8 * k},{hy + 2 * k}Q{hx - 14 * k},{hy + 4 * k} '
               f'{hx - 14 * k},{hy}Z', '#1a1a2a')
        s.line(hx - 24 * k, hy - 14 * k, hx + 24 * k, hy - 14 * k, '#1a1a2a', 1.5)
        s.circle(hx, hy + 4 * k, 2, '#ff4a4a')
    return s


def masp():
    s = Svg(seed=904)
    s.sky([(0, '#4f9fe0'), (1, '#dcefff')], y2=470)
    r = s.rng
    x = -10
    while x < 810:
        w, h = r.uniform(50, 90), r.uniform(200, 380)
        c = r.choice(['#c9cdd4', '#b8c0ca', '#d8d4cc', '#a9b4c0', '#e0dcd4'])
        s.rect(x, 470 - h, w, h, c)
        window_grid(s, x + 4, 476 - h, w - 8, h - 12, int(w // 12), int(h // 14), '#7a8a9a', op=0.5)
        x += w + r.uniform(4, 14)
    s.rect(0, 440, 800, 160, s.lin([(0, '#b9b2a8'), (1, '#9a938a')]))
    red = '#d0262b'
    s.rect(160, 250, 480, 120, '#2f3a46')
    for k in range(1, 16):
        s.line(160 + k * 30, 250, 160 + k * 30, 370, '#56616e', 2)
    s.rect(160, 300, 480, 3, '#56616e')
    for px in (110, 654):
        s.rect(px, 190, 36, 370, red)
        s.rect(px + 26, 190, 10, 370, '#a81e22')
    s.rect(110, 190, 580, 36, red)
    s.rect(110, 218, 580, 8, '#a81e22')
    s.rect(146, 368, 508, 24, red)
    s.rect(146, 386, 508, 6, '#a81e22')
    s.rect(90, 556, 620, 8, '#7a746c')
    for k in range(5):
        sx = 220 + k * 80
        s.path(f'M{sx - 26},520L{sx + 26},520L{sx + 20},506L{sx - 20},506Z', r.choice(['#f2c14e', '#2a9d8f', '#e76f51', '#f4f1ea']))
        s.rect(sx - 22, 520, 2, 16, '#5a5048')
        s.rect(sx + 20, 520, 2, 16, '#5a5048')
    for _ in range(26):
        person(s, r.uniform(40, 760), r.uniform(560, 600), r.uniform(44, 60), '#2a2a30',
               dress=r.choice(['#c0392b', '#2f6db5', '#f1c40f', '#16a085', '#8e44ad', '#f4f1ea']))
    return s


def ipe(s, x, y, h, flower='#f6c42d'):
    s.path(f'M{x - 5},{y}L{x - 2},{y - h * 0.55}L{x - h * 0.25},{y - h * 0.8}M{x - 2},{y - h * 0.55}L{x + h * 0.22},{y - h * 0.85}',
           'none', stroke='#5a4030', stroke_width=5, stroke_linecap='round')
    r = s.rng
    for _ in range(60):
        a, d = r.uniform(0, 6.28), r.uniform(0, h * 0.42)
        s.circle(x + d * math.cos(a), y - h * 0.85 + d * math.sin(a) * 0.55, r.uniform(6, 11), r.choice([flower, '#f8d24a', '#e8b020']))


def ibirapuera():
    s = Svg(seed=905)
    s.sky([(0, '#5aa8e6'), (1, '#e0f0fb')], y2=330)
    s.cloud(600, 90, 1.1, op=0.85)
    r = s.rng
    x = 0
    while x < 800:
        w, h = r.uniform(24, 44), r.uniform(40, 120)
        s.rect(x, 330 - h, w, h, r.choice(['#b8c4d0', '#c8d0d8', '#a8b4c2']))
        x += w + r.uniform(2, 12)
    for _ in range(70):
        s.circle(r.uniform(-20, 820), r.uniform(300, 350), r.uniform(20, 36), r.choice(['#3f7a3a', '#4f8a44', '#2f6a30', '#5a9a4a']))
    s.ellipse(600, 350, 130, 50, '#f4f4f0')
    s.rect(470, 348, 260, 10, '#f4f4f0')
    for k in range(5):
        s.ellipse(520 + k * 40, 330 + abs(k - 2) * 4, 8, 6, '#7a8a9a')
    s.rect(0, 356, 800, 130, s.lin([(0, '#5a9ab0'), (1, '#3a7a90')]))
    s.g(clip_path=s.clip('<rect x="0" y="356" width="800" height="130"/>'))
    reflect(s, 358, 0.3)
    s.ellipse(600, 350, 130, 50, '#f4f4f0')
    s.end()
    s.end()
    s.path('M300,460L302,390L306,330L310,390L312,460Z', '#ffffff', opacity=0.8)
    bl = s.blur(6)
    s.ellipse(306, 330, 20, 14, '#ffffff', opacity=0.6, filter=bl)
    s.path('M0,480C200,470 400,490 800,476L800,600L0,600Z', '#6fa84a')
    s.path('M0,540C200,520 500,560 800,530L800,560C500,588 200,550 0,570Z', '#d8cdb8')
    for bx, c in [(260, '#c0392b'), (420, '#2f6db5')]:
        for wx in (bx - 14, bx + 14):
            s.circle(wx, 548, 10, 'none', stroke='#2a2a2a', stroke_width=2.5)
        s.path(f'M{bx - 14},548L{bx},534L{bx + 14},548M{bx},534L{bx - 4},520', 'none', stroke=c, stroke_width=3)
        person(s, bx - 2, 538, 34, '#2a2a30', dress=c)
    ipe(s, 110, 520, 240)
    ipe(s, 720, 510, 200, '#e86aa8')
    return s


def kicker_rock():
    s = Svg(seed=906)
    s.sky([(0, '#3f94dc'), (1, '#d6ecf8')], y2=420)
    s.cloud(170, 110, 1.1, op=0.85)
    s.cloud(660, 80, 0.8, op=0.7)
    s.path(smooth_d([(560, 420), (640, 400), (720, 396), (800, 404)], 422), '#7a8a7a')
    s.rect(0, 418, 800, 182, s.lin([(0, '#1f6fa8'), (1, '#0b3f6a')]))
    wave_lines(s, 430, 590, '#ffffff', n=7, op=0.2)
    s.path('M230,420L238,240L250,190L300,160L360,176L400,200L412,420Z', '#7a6a5a')
    s.path('M360,176L400,200L412,420L370,420L372,250Z', '#5f5246')
    s.path('M426,420L430,240L470,214L540,222L560,250L570,420Z', '#7a6a5a')
    s.path('M540,222L560,250L570,420L530,420L534,270Z', '#5f5246')
    for x0, x1, top in [(240, 400, 170), (432, 566, 222)]:
        for k in range(9):
            x = x0 + (x1 - x0) * k / 8
            s.line(x, top + 30, x + 4, 410, '#4a4036', 1.5, opacity=0.35)
    s.path('M250,190L300,160L360,176L340,186L300,172L262,196Z', '#f0ebe0')
    s.path('M470,214L540,222L520,228L480,222Z', '#f0ebe0')
    s.rect(226, 412, 350, 10, '#ffffff', opacity=0.55)
    for bx, by, k in [(160, 130, 1.6), (300, 100, 1.2), (620, 150, 1.4), (480, 120, 1.0)]:
        s.path(f'M{bx - 24 * k},{by}Q{bx - 12 * k},{by - 10 * k} {bx - 4 * k},{by - 2 * k}L{bx},{by + 2 * k}'
               f'L{bx + 4 * k},{by - 2 * k}Q{bx + 12 * k},{by - 10 * k} {bx + 24 * k},{by}Q{bx + 10 * k},{by - 4 * k} {bx},{by + 6 * k}'
               f'Q{bx - 10 * k},{by - 4 * k} {bx - 24 * k},{by}Z', '#1f1f26')
    motorboat(s, 660, 500, 1.6, hull='#f4f1ea', stripe='#1f6fa8')
    for px in (180, 220, 250):
        s.ellipse(px, 520, 14, 4, '#ffffff', opacity=0.5)
        s.circle(px, 516, 4, '#f2c14e')
    return s


def booby(s, x, y, k, lift=False):
    s.g(transform=place(x, y, k))
    foot = '#3fb6e8'
    s.path('M-6,-30L-8,0' if not lift else 'M-6,-30L-16,-16', 'none', stroke='#8aa4b0', stroke_width=3)
    s.path('M6,-30L8,0', 'none', stroke='#8aa4b0', stroke_width=3)
    if lift:
        s.path('M-16,-16L-30,-20L-26,-12Z', foot)
    else:
        s.path('M-8,0L-22,2L-18,-4Z', foot)
    s.path('M8,0L24,2L18,-4Z', foot)
    s.path('M-26,-40C-30,-60 -10,-80 8,-78C22,-76 26,-58 20,-40C14,-26 -18,-22 -26,-40Z', '#f7f4ee')
    s.path('M-26,-40C-34,-56 -24,-78 -6,-80C-14,-66 -16,-50 -10,-34C-18,-30 -24,-34 -26,-40Z', '#7a5a40')
    s.path('M-30,-46L-48,-30L-28,-38Z', '#5a4030')
    s.path('M2,-78C0,-92 4,-104 12,-108C22,-112 30,-104 30,-96L30,-88C22,-84 10,-82 2,-78Z', '#c8b49a')
    for k2 in range(5):
        s.line(6 + k2 * 4, -106, 4 + k2 * 4, -84, '#8a7458', 1, opacity=0.6)
    s.path('M28,-100L56,-92L28,-90Z', '#7f9fb2')
    s.circle(22, -99, 2.6, '#f6e04a')
    s.circle(22, -99, 1.1, '#1a1a1a')
    s.end()


def blue_footed_boobies():
    s = Svg(seed=907)
    s.sky([(0, '#5aaae6'), (1, '#e0f2fb')], y2=300)
    s.rect(0, 296, 800, 124, s.lin([(0, '#2a8ac0'), (1, '#4fb8d0')]))
    wave_lines(s, 310, 410, '#ffffff', n=5, op=0.25)
    s.path('M0,420C100,380 180,360 280,376C380,390 460,350 560,360C660,370 740,340 800,350L800,600L0,600Z', '#2f2c2c')
    s.path('M0,470C140,440 260,450 400,466C540,480 660,450 800,460L800,600L0,600Z', '#3a3634')
    r = s.rng
    for _ in range(50):
        x, y = r.uniform(0, 800), r.uniform(380, 600)
        s.ellipse(x, y, r.uniform(10, 30), r.uniform(3, 8), '#4a4542', opacity=0.6)
    for _ in range(30):
        s.circle(r.uniform(0, 800), r.uniform(400, 600), r.uniform(1.5, 3), '#f0ebe0', opacity=0.6)
    s.path('M560,370C580,350 620,346 640,360L660,362C640,376 600,378 560,370Z', '#6a5a4a')
    s.path('M660,360L676,352L672,362Z', '#6a5a4a')
    for ix in (120, 170):
        s.path(f'M{ix - 30},392Q{ix - 10},380 {ix + 10},386L{ix + 30},388L{ix + 12},394Q{ix - 10},398 {ix - 30},392Z', '#1a1816')
        s.path(f'M{ix - 6},383L{ix - 2},376L{ix + 2},383Z', '#1a1816')
    booby(s, 300, 540, 2.2, lift=True)
    booby(s, 520, 560, -2.4)
    return s


def tortoise(s, x, y, k):
    s.g(transform=place(x, y, k))
    for lx in (-50, -20, 30, 56):
        s.path(f'M{lx - 12},0L{lx - 10},-24L{lx + 10},-24L{lx + 12},0Z', '#5a5448')
    s.path('M56,-40C80,-48 96,-62 110,-60C126,-58 130,-44 120,-38C110,-32 96,-34 80,-28L60,-22Z', '#6a6456')
    s.circle(116, -50, 2.5, '#1a1a1a')
    s.path('M112,-40L126,-42', 'none', stroke='#3a3428', stroke_width=1.5)
    s.path('M-80,-20C-80,-90 -20,-112 10,-112C50,-112 84,-80 80,-20Z', '#4a4438')
    for cx, cy, rr in [(-40, -60, 20), (0, -84, 20), (40, -60, 20), (0, -40, 20), (-62, -32, 14), (62, -32, 14)]:
        s.path(''.join(f'{"M" if i == 0 else "L"}{cx + rr * math.cos(math.radians(60 * i + 30)):.1f},'
                       f'{cy + rr * 0.8 * math.sin(math.radians(60 * i + 30)):.1f}' for i in range(6)) + 'Z',
               '#5a5446', stroke='#3a3428', stroke_width=2)
    s.path('M-80,-20C-40,-10 40,-10 80,-20L80,-14C40,-4 -40,-4 -80,-14Z', '#3a3428')
    s.end()


def giant_tortoise():
    s = Svg(seed=908)
    s.sky([(0, '#a8c4d4'), (1, '#e8eef0')], y2=330)
    for sx, sy, sc in [(120, 330, 1.0), (260, 320, 0.8), (560, 326, 1.1), (700, 330, 0.9)]:
        s.rect(sx - 4 * sc, sy - 90 * sc, 8 * sc, 90 * sc, '#6a5a48')
        s.ellipse(sx, sy - 96 * sc, 70 * sc, 26 * sc, '#5a8a4a')
        s.ellipse(sx - 20 * sc, sy - 110 * sc, 40 * sc, 16 * sc, '#6a9a54')
    s.rect(0, 230, 800, 110, s.lin([(0, '#ffffff', 0), (1, '#ffffff', 0.65)]))
    s.rect(0, 326, 800, 274, s.lin([(0, '#8ab85a'), (1, '#5f9040')]))
    s.ellipse(620, 400, 140, 24, '#7a9a8a')
    s.ellipse(620, 398, 120, 18, '#9abcbc')
    tortoise(s, 640, 402, -0.45)
    r = s.rng
    for _ in range(80):
        gx, gy = r.uniform(0, 800), r.uniform(440, 610)
        s.path(f'M{gx - 3},{gy}L{gx + r.uniform(-6, 6)},{gy - r.uniform(10, 24)}L{gx + 3},{gy}Z', r.choice(['#4f8a34', '#6aa444', '#3f7a2a']))
    s.ellipse(340, 540, 170, 16, '#3f6a2a', opacity=0.45)
    tortoise(s, 330, 536, 1.7)
    s.path('M600,520Q610,508 622,512L628,506L630,516Q620,524 606,524Z', '#e8d040')
    s.circle(622, 510, 1.4, '#1a1a1a')
    return s


def torres_sunrise():
    s = Svg(seed=909)
    s.sky([(0, '#2f3f7a'), (0.55, '#b87a9a'), (1, '#f6c08a')], y2=420)
    s.stars(20, 120)
    lit, lit2, shade = '#f2803f', '#e8683a', '#6a4a5a'
    for tx, top, w in [(260, 110, 70), (400, 70, 80), (540, 120, 64)]:
        s.path(f'M{tx - w},380L{tx - w * 0.6},{top + 80}L{tx - w * 0.3},{top + 10}L{tx},{top}L{tx + w * 0.3},{top + 20}'
               f'L{tx + w * 0.55},{top + 90}L{tx + w},380Z', lit)
        s.path(f'M{tx},{top}L{tx + w * 0.3},{top + 20}L{tx + w * 0.55},{top + 90}L{tx + w},380L{tx + w * 0.1},380'
               f'L{tx + w * 0.05},{top + 60}Z', shade)
        s.path(f'M{tx - w * 0.6},{top + 80}L{tx - w * 0.3},{top + 10}L{tx - w * 0.2},{top + 60}Z', lit2)
    s.path('M120,380L200,300L330,340L400,300L470,340L600,300L700,380Z', '#7a5a6a')
    s.path('M170,360L260,326L330,350L420,320L500,350L600,330L650,370Z', '#eef0f6')
    s.rect(0, 378, 800, 50, '#5a4a5a')
    s.path(smooth_d([(0, 390), (200, 380), (400, 396), (600, 382), (800, 392)], 430), '#4a3e4e')
    s.rect(0, 426, 800, 174, s.lin([(0, '#7fbcb0'), (1, '#3f7a7a')]))
    wave_lines(s, 440, 520, '#ffffff', n=4, op=0.15)
    for x, y, rx, ry, c in [(80, 580, 140, 60, '#6a6470'), (260, 600, 110, 40, '#7a7480'), (700, 570, 150, 70, '#5f5a66'),
                            (560, 600, 100, 36, '#6a6470')]:
        s.ellipse(x, y, rx, ry, c)
        s.ellipse(x - rx * 0.3, y - ry * 0.5, rx * 0.5, ry * 0.3, '#f2a06a', opacity=0.2)
    person(s, 660, 508, 60, '#2a2230', dress='#e0402a')
    s.circle(660, 455, 3, '#fff4c0')
    return s


def guanaco(s, x, y, k):
    s.g(transform=place(x, y, k))
    body, belly = '#c98a4a', '#f2e6d0'
    for lx in (-20, -14, 14, 20):
        s.path(f'M{lx - 2},0L{lx - 2.5},-30L{lx + 2.5},-30L{lx + 2},0Z', body)
    s.path('M-26,-30C-30,-44 -22,-52 -8,-52L18,-52C26,-52 28,-44 26,-32C20,-26 -20,-24 -26,-30Z', body)
    s.path('M-22,-30C-10,-26 10,-26 24,-32L22,-28C10,-22 -10,-22 -22,-26Z', belly)
    s.path('M16,-50L28,-88L36,-88L28,-46Z', body)
    s.path('M26,-90C30,-98 40,-98 46,-92L50,-88L44,-84L32,-84Z', '#9a9088')
    s.path('M30,-96L29,-104L33,-97Z M36,-97L37,-104L39,-96Z', '#9a9088')
    s.path('M-26,-44Q-34,-40 -32,-34', 'none', stroke=body, stroke_width=3)
    s.end()


def cuernos():
    s = Svg(seed=910)
    s.sky([(0, '#3f86cc'), (1, '#d8eaf6')], y2=400)
    for cx, cy, w in [(200, 90, 160), (560, 130, 200)]:
        s.path(f'M{cx - w / 2},{cy}Q{cx},{cy - 24} {cx + w / 2},{cy}Q{cx},{cy + 14} {cx - w / 2},{cy}Z', '#ffffff', opacity=0.85)
        s.path(f'M{cx - w / 2.6},{cy - 18}Q{cx},{cy - 36} {cx + w / 2.6},{cy - 18}Q{cx},{cy - 8} {cx - w / 2.6},{cy - 18}Z',
               '#ffffff', opacity=0.6)
    s.path('M60,400L140,300L200,260L250,200L290,170L320,190L350,150L390,120L420,150L450,130L490,170L530,160L570,210'
           'L620,240L700,300L760,400Z', '#d8cfc4')
    s.path('M390,120L420,150L450,130L490,170L530,160L570,210L620,240L700,300L760,400L520,400L470,260L420,210Z', '#b8aea4')
    s.path('M250,200L290,170L320,190L350,150L390,120L420,150L450,130L490,170L530,160L570,210L540,224L500,196L470,206'
           'L440,176L410,190L380,168L350,196L320,216L290,204Z', '#3a3236')
    s.path('M140,300L200,260L230,240L180,290Z', '#3a3236')
    s.path('M290,170L300,240L320,216Z M440,176L446,250L470,206Z', '#f4f1ec', opacity=0.5)
    s.path(smooth_d([(0, 380), (200, 360), (420, 386), (600, 366), (800, 380)], 420), '#5a7a5a')
    s.rect(0, 410, 800, 100, s.lin([(0, '#3fc0c8'), (1, '#1f9aa8')]))
    wave_lines(s, 420, 500, '#ffffff', n=4, op=0.2)
    s.path('M0,500C200,480 400,496 600,480C700,472 760,480 800,476L800,600L0,600Z', '#c9b06a')
    r = s.rng
    for _ in range(90):
        gx, gy = r.uniform(0, 800), r.uniform(500, 610)
        s.path(f'M{gx - 3},{gy}L{gx + r.uniform(-8, 8)},{gy - r.uniform(10, 26)}L{gx + 3},{gy}Z', r.choice(['#b89a52', '#d8c07a', '#a8884a']))
    guanaco(s, 200, 560, 1.5)
    guanaco(s, 300, 548, -1.2)
    guanaco(s, 620, 540, 1.0)
    return s


def iceberg(s, x, y, w, h):
    s.path(f'M{x - w / 2},{y}L{x - w * 0.4},{y - h * 0.7}L{x - w * 0.1},{y - h}L{x + w * 0.2},{y - h * 0.8}L{x + w * 0.45},{y - h * 0.5}'
           f'L{x + w / 2},{y}Z', '#bfe6f2')
    s.path(f'M{x - w * 0.1},{y - h}L{x + w * 0.2},{y - h * 0.8}L{x + w * 0.45},{y - h * 0.5}L{x + w / 2},{y}L{x},{y}Z', '#6fc4e0')
    s.path(f'M{x - w / 2},{y}L{x + w / 2},{y}L{x + w * 0.4},{y + h * 0.3}L{x - w * 0.4},{y + h * 0.3}Z', '#4aa8c8', opacity=0.5)


def grey_glacier():
    s = Svg(seed=911)
    s.sky([(0, '#8a9cb0'), (1, '#dfe6ec')], y2=330)
    s.cloud(200, 90, 1.4, fill='#eef2f6', op=0.8)
    s.cloud(620, 120, 1.2, fill='#eef2f6', op=0.7)
    s.path('M0,320L80,200L160,240L240,150L330,230L420,170L520,250L600,190L700,240L800,200L800,330L0,330Z', '#6a7080')
    s.path('M0,320L80,200L100,230L60,320Z M240,150L260,190L220,220Z M600,190L620,220L580,240Z', '#f4f7fb')
    s.path('M120,330C200,280 400,250 600,270C680,280 760,300 800,310L800,400L80,400Z', '#e8f2f8')
    for k in range(8):
        y = 290 + k * 12
        s.path(f'M{120 + k * 4},{y + 30}C300,{y} 500,{y - 6} 800,{y + 16}', 'none', stroke='#b8d8e8', stroke_width=2, opacity=0.7)
    s.path('M80,400L100,360L160,376L220,350L300,372L360,348L440,370L520,346L600,368L680,350L760,370L800,360L800,410L80,410Z',
           '#d8eef6')
    r = s.rng
    for _ in range(30):
        x = r.uniform(90, 790)
        s.path(f'M{x},{r.uniform(350, 370):.0f}L{x + r.uniform(-4, 4):.0f},408', 'none', stroke='#6fbcdc', stroke_width=f'{r.uniform(2, 5):.1f}')
    s.rect(0, 404, 800, 196, s.lin([(0, '#8a9aa4'), (1, '#5a6a76')]))
    wave_lines(s, 420, 590, '#ffffff', n=6, op=0.15)
    s.path('M0,300C40,320 60,380 80,410L0,420Z', '#3f5a4a')
    for bx, by, w, h in [(200, 470, 120, 50), (480, 520, 160, 70), (660, 450, 70, 30), (330, 440, 50, 20), (90, 540, 90, 40)]:
        iceberg(s, bx, by, w, h)
    motorboat(s, 640, 560, 1.8, hull='#f4f1ea', stripe='#c0392b')
    return s


PHOTOS = {
    'machu-picchu-peru-2': sun_gate,
    'machu-picchu-peru-3': urubamba_train,
    'sao-paulo-brazil': sao_paulo_skyline,
    'sao-paulo-brazil-2': masp,
    'sao-paulo-brazil-3': ibirapuera,
    'galapagos-islands-ecuador': kicker_rock,
    'galapagos-islands-ecuador-2': blue_footed_boobies,
    'galapagos-islands-ecuador-3': giant_tortoise,
    'torres-del-paine-chile': torres_sunrise,
    'torres-del-paine-chile-2': cuernos,
    'torres-del-paine-chile-3': grey_glacier,
}

"""Place photos for Europe (800x600 artboards): Santorini, Reykjavik and Amalfi extras, Lisbon."""

import math

from lib import Svg, smooth_d
from motifs import motorboat, person, place


def windmill(s, x, y, k, sail='#f6efe4', roof='#8a6a4a'):
    s.g(transform=place(x, y, k))
    s.path('M-34,0L-30,-96L30,-96L34,0Z', '#f4e6dc')
    s.path('M10,-96L30,-96L34,0L14,0Z', '#dcc4be')
    s.path('M-8,0L-8,-28A8,8 0 0 1 8,-28L8,0Z', '#4a6a9a')
    s.rect(-6, -70, 12, 14, '#4a6a9a')
    s.path('M-34,-96Q0,-150 34,-96Z', roof)
    hx, hy = -2, -112
    for i in range(8):
        a = math.radians(i * 45 + 12)
        ex, ey = hx + 96 * math.cos(a), hy + 96 * math.sin(a)
        s.line(hx, hy, ex, ey, '#5b4330', 2.5)
        b = math.radians(i * 45 + 40)
        fx, fy = hx + 88 * math.cos(b), hy + 88 * math.sin(b)
        s.poly([(hx + 20 * math.cos(a), hy + 20 * math.sin(a)), (ex, ey), (fx, fy)], sail, opacity=0.92)
    s.circle(hx, hy, 6, '#5b4330')
    s.end()


def oia_windmill():
    s = Svg(seed=701)
    s.sky([(0, '#34407e'), (0.45, '#b8627a'), (0.8, '#f28f62'), (1, '#fbc27e')], y2=380)
    s.sun(580, 350, 32, '#fff0c8', glow='#ffb36a')
    s.path(smooth_d([(380, 376), (440, 360), (520, 364), (600, 352), (700, 362), (800, 358)], 382), '#6a4a7a')
    s.rect(0, 378, 800, 222, s.lin([(0, '#d9806e'), (0.5, '#6a4f86'), (1, '#2e3266')]))
    s.glitter(580, 382, 520, 80, '#ffe1b0', n=16, op=0.65)
    s.waves(386, 600, '#f8c0a0', n=40, op=0.18)
    cliff = [(0, 250), (140, 262), (260, 300), (360, 350), (430, 420), (470, 500), (480, 600)]
    s.path('M' + 'L'.join(f'{a},{b}' for a, b in cliff) + 'L0,600Z', '#7a3e3a')
    s.path('M0,430C120,420 260,450 470,470L480,520C300,500 150,480 0,490Z', '#8e4a40', opacity=0.6)
    r = s.rng
    for row in range(6):
        y = 318 + row * 40
        x = -10 + r.uniform(0, 20)
        xmax = 300 + row * 30
        while x < xmax:
            w, h = r.uniform(40, 64), r.uniform(28, 40)
            s.rect(x, y - h, w, h + 4, '#f6e2da')
            s.rect(x + w - 8, y - h, 8, h + 4, '#d9b8b8')
            s.rect(x + w * 0.35, y - h * 0.55, 7, h * 0.5, '#ffcf7a' if r.random() < 0.5 else '#3b6aa8')
            if r.random() < 0.15:
                s.path(f'M{x + w / 2 - 14},{y - h}A14,14 0 0 1 {x + w / 2 + 14},{y - h}Z', '#2f5fa8')
            x += w + r.uniform(2, 12)
    windmill(s, 200, 276, 1.25)
    s.birds(420, 200, 1.0, '#3a2a4a', 3)
    return s


def red_beach():
    s = Svg(seed=702)
    s.sky([(0, '#3f8fd6'), (1, '#cfe9f6')], y2=280)
    s.rect(0, 276, 800, 324, s.lin([(0, '#1f6fb0'), (0.5, '#2aa3c0'), (1, '#5fd0cc')]))
    s.waves(284, 460, '#ffffff', n=30, op=0.25)
    s.path('M0,140C80,110 180,100 260,130C330,150 380,200 420,260C450,310 460,380 440,460L0,520Z', '#a9402a')
    for c, d in [('#c2532f', 'M0,200C100,180 220,190 300,230C350,260 390,300 410,360L0,400Z'),
                 ('#7e2c1e', 'M0,300C90,290 200,310 280,350C330,380 380,420 420,470L0,480Z'),
                 ('#d9774a', 'M40,150C100,130 180,130 240,160C200,170 120,170 40,180Z')]:
        s.path(d, c, opacity=0.85)
    for k in range(8):
        y = 170 + k * 36
        s.path(f'M0,{y}C120,{y - 14} 260,{y + 6} {380 + k * 6},{y + 30}', 'none', stroke='#5e2016', stroke_width=2.5, opacity=0.35)
    s.path('M0,480C160,460 330,470 480,500C560,516 640,540 800,530L800,600L0,600Z', '#6e5048')
    s.path('M0,480C160,460 330,470 480,500C560,516 640,540 800,530L800,540C640,552 560,528 480,512C330,482 160,472 0,492Z',
           '#ffffff', opacity=0.55)
    r = s.rng
    for _ in range(60):
        s.ellipse(r.uniform(0, 800), r.uniform(530, 600), r.uniform(2, 5), r.uniform(1.5, 3), '#4a3530', opacity=0.6)
    for ux in (120, 210, 300, 390):
        s.line(ux, 540, ux, 500, '#5b4330', 2.5)
        s.path(f'M{ux - 30},502Q{ux},480 {ux + 30},502Z', '#d9b870')
        s.rect(ux - 24, 536, 40, 6, '#f3f0e6')
    for px in (520, 560):
        s.circle(px, 430, 5, '#6a4a3a')
        s.ellipse(px, 436, 10, 3, '#ffffff', opacity=0.5)
    motorboat(s, 640, 380, 1.2, hull='#ffffff', stripe='#2f6db5')
    return s


def strokkur():
    s = Svg(seed=703)
    s.sky([(0, '#7f9fc0'), (1, '#dfe7ee')], y2=340)
    s.cloud(180, 100, 1.3, fill='#f4f6f8', op=0.8)
    s.cloud(640, 70, 1.0, fill='#f4f6f8', op=0.7)
    s.path(smooth_d([(0, 330), (160, 300), (300, 318), (480, 290), (640, 310), (800, 296)], 360), '#7d8a6e')
    s.path(smooth_d([(380, 300), (460, 286), (520, 296)]), 'none', stroke='#ffffff', stroke_width=4, opacity=0.7)
    s.rect(0, 340, 800, 260, s.lin([(0, '#b9ad8c'), (1, '#9a8d6a')]))
    s.path('M0,420C200,400 300,440 500,430C650,420 720,440 800,432L800,470C600,480 300,470 0,470Z', '#c9b58a', opacity=0.6)
    s.ellipse(400, 472, 90, 16, '#d9d2c0')
    s.ellipse(400, 470, 60, 10, '#39b7c9')
    bl = s.blur(10)
    s.path('M386,470C380,380 360,280 330,150L470,150C440,280 420,380 414,470Z', '#ffffff', opacity=0.9)
    for cx, cy, rr, op in [(400, 150, 80, 0.9), (450, 110, 90, 0.75), (520, 90, 100, 0.5), (360, 120, 60, 0.8),
                           (600, 80, 110, 0.3), (400, 230, 50, 0.85)]:
        s.circle(cx, cy, rr, '#f8fafc', opacity=op, filter=bl)
    s.path('M392,470C390,420 386,380 380,330L420,330C414,380 410,420 408,470Z', '#e6f4f8')
    for k in range(14):
        x = 160 + k * 36
        s.line(x, 540, x, 520, '#5b4330', 2)
    s.path('M160,524L628,524', 'none', stroke='#d9d2c0', stroke_width=1.5)
    for px, h, c in [(200, 60, '#c0392b'), (230, 64, '#2f6db5'), (300, 56, '#f1c40f'), (340, 62, '#16a085'),
                     (470, 60, '#e67e22'), (520, 66, '#2c3e50'), (560, 58, '#8e44ad'), (610, 62, '#c0392b')]:
        person(s, px, 580, h, '#2a2a30', dress=c)
    return s


def gullfoss():
    s = Svg(seed=704)
    s.sky([(0, '#6fa8d8'), (1, '#e2eef6')], y2=270)
    s.cloud(600, 80, 1.2, op=0.8)
    s.cloud(200, 130, 0.8, op=0.6)
    s.path(smooth_d([(0, 260), (200, 246), (420, 250), (600, 236), (800, 246)], 272), '#8fa08a')
    s.path(smooth_d([(470, 244), (540, 226), (640, 222), (720, 234)], 248), '#f4f7fb')
    s.rect(0, 266, 800, 334, '#6d7a56')
    s.path(smooth_d([(0, 300), (200, 290), (420, 300), (800, 286)], 340), '#7f8d62')
    s.path('M380,268L450,268C520,290 620,300 680,318L120,336C220,310 320,290 380,268Z',
           s.lin([(0, '#9fb8c0'), (1, '#c9dde2')]))
    r = s.rng
    for _ in range(26):
        y = r.uniform(272, 330)
        t = (y - 268) / 68
        x = r.uniform(400 - 280 * t, 420 + 260 * t)
        s.rect(x, y, 14 + 40 * t, 1.5 + 1.5 * t, '#ffffff', opacity=0.7, rx=1)
    lip = [(110, 338), (200, 330), (300, 334), (400, 326), (500, 330), (600, 320), (690, 322)]
    foot = [(120, 372), (220, 366), (320, 370), (420, 362), (520, 366), (620, 358), (680, 360)]
    s.path(smooth_d(lip) + 'L' + smooth_d(foot[::-1])[1:] + 'Z', '#f2f8fa')
    for k in range(30):
        x = 130 + k * 19
        s.line(x, 334, x + 2, 366, '#c9dce2', 2, opacity=0.7)
    for _ in range(30):
        s.circle(r.uniform(120, 680), r.uniform(362, 380), r.uniform(6, 14), '#ffffff', opacity=0.9)
    s.path('M0,350L210,378L250,600L0,600Z', '#474c4f')
    s.path('M800,340L590,372L560,600L800,600Z', '#3b4043')
    for k in range(9):
        s.line(18 + k * 24, 354 + k * 3, 30 + k * 26, 600, '#2f3336', 2, opacity=0.5)
        s.line(790 - k * 24, 344 + k * 3, 780 - k * 24, 600, '#2a2e30', 2, opacity=0.5)
    s.path('M210,378C300,370 480,372 590,372L566,600L250,600Z', s.lin([(0, '#f6fafc'), (0.6, '#dfeaee'), (1, '#b9ccd2')]))
    for k in range(18):
        x = 226 + k * 20
        s.line(x, 376, x - 6 + k * 0.6, 600, '#c4d8de', 3, opacity=0.6)
    bl = s.blur(16)
    s.ellipse(400, 570, 300, 80, '#ffffff', opacity=0.85, filter=bl)
    s.ellipse(420, 470, 220, 50, '#ffffff', opacity=0.35, filter=bl)
    for i, c in enumerate(['#ff6b6b', '#ffb86b', '#fff06b', '#7be07b', '#6bb8ff', '#a08bff']):
        rr = 250 - i * 7
        s.path(f'M{420 - rr},600A{rr},{rr} 0 0 1 {420 + rr},600', 'none', stroke=c, stroke_width=7, opacity=0.28)
    s.path('M0,300C40,298 90,304 120,310L110,352L0,350Z', '#5f6c48')
    for px, c in [(30, '#c0392b'), (52, '#f1c40f'), (80, '#2f6db5')]:
        person(s, px, 336, 26, '#2a2a30', dress=c)
    return s


def positano_night():
    s = Svg(seed=705)
    s.sky([(0, '#0d1636'), (0.6, '#1f2f5e'), (1, '#3a4a7a')], y2=420)
    s.stars(70, 220)
    s.crescent(640, 80, 18, '#fff3d6')
    s.path('M0,420L0,160C80,120 180,80 260,60C320,50 360,90 420,140C500,200 600,250 700,300L800,330L800,420Z', '#1a2446')
    s.path('M0,420L0,260C100,230 200,200 300,200C400,210 500,260 600,320C680,360 760,380 800,390L800,420Z', '#222e54')
    hill = [(0, 300), (140, 250), (260, 290), (340, 350), (400, 372), (460, 350), (560, 280), (680, 246), (800, 270)]
    s.path(smooth_d(hill, 520), '#1b2a3e')

    def hill_y(x):
        for (x1, y1), (x2, y2) in zip(hill, hill[1:]):
            if x1 <= x <= x2:
                return y1 + (y2 - y1) * (x - x1) / (x2 - x1)
        return hill[-1][1]

    r = s.rng
    pal = ['#c9a48a', '#c08a8a', '#d2b98a', '#d8cfc0', '#c9a0a4', '#b8a08a']
    for row in range(12):
        y = 262 + row * 21
        x = 40 + r.uniform(-20, 20)
        while x < 770:
            w, h = r.uniform(20, 34), r.uniform(18, 26)
            yy = y + r.uniform(-4, 4)
            near = abs(x - 400) < 200 + row * 14
            if hill_y(x + w / 2) > yy - h - 6 or r.random() > (0.9 if near else 0.25):
                x += w + r.uniform(2, 10)
                continue
            if r.random() < 0.14:
                s.circle(x + 12, yy - 12, 14, '#24402e')
                x += 26
                continue
            s.rect(x, yy - h, w, h, r.choice(pal))
            s.rect(x + w - 4, yy - h, 4, h, '#000', opacity=0.2)
            for k in range(int(w // 10)):
                if r.random() < 0.7:
                    s.rect(x + 3 + k * 10, yy - h + 6, 4, 6, '#ffd27a')
            x += w + r.uniform(0, 4)
    dx, dy = 400, 492
    s.rect(dx - 34, dy - 30, 68, 30, '#d8cfc0')
    s.path(f'M{dx - 30},{dy - 30}C{dx - 30},{dy - 70} {dx + 30},{dy - 70} {dx + 30},{dy - 30}Z', '#2f8f5b')
    for k in range(-3, 4):
        s.path(f'M{dx + k * 8},{dy - 30}Q{dx + k * 5},{dy - 56} {dx},{dy - 62}', 'none',
               stroke='#f2c14e' if k % 2 else '#2b6cb0', stroke_width=3)
    s.rect(dx - 2, dy - 76, 4, 14, '#f2c14e')
    s.rect(dx + 40, dy - 60, 18, 60, '#d8cfc0')
    s.circle(dx, dy - 40, 60, s.rad([(0, '#ffd27a', 0.25), (1, '#ffd27a', 0)]))
    s.path('M240,500C320,490 480,490 560,500L570,512L230,512Z', '#6a6058')
    s.rect(0, 510, 800, 90, s.lin([(0, '#1d2c58'), (1, '#0b1430')]))
    for _ in range(40):
        x = r.uniform(200, 600)
        s.rect(x, r.uniform(516, 590), 2, r.uniform(8, 30), '#ffd27a', opacity=0.45)
    for bx, k in [(300, 0.7), (520, 0.8)]:
        motorboat(s, bx, 530, k, hull='#d8dde8', cabin='#a8b0c0')
    return s


def lemon_table():
    s = Svg(seed=706)
    s.sky([(0, '#4d9fe0'), (1, '#dff1fb')], y2=300)
    s.path(smooth_d([(0, 250), (160, 200), (300, 220), (420, 180), (560, 240), (680, 260), (800, 250)], 300), '#8aa37a')
    s.path(smooth_d([(300, 280), (400, 270), (520, 290)], 300), '#e8d4c0')
    s.rect(0, 296, 800, 150, s.lin([(0, '#2aa9c9'), (1, '#0f6d9a')]))
    s.waves(300, 440, '#ffffff', n=30, op=0.2)
    s.rect(0, 0, 800, 26, '#7a5a3a')
    for x in (60, 740):
        s.rect(x - 10, 0, 20, 460, '#8a6a4a')
    r = s.rng
    for _ in range(90):
        lx, ly = r.uniform(-20, 820), r.uniform(0, 110) * (1 if r.random() < 0.8 else 1.6)
        a = r.uniform(0, 180)
        s.ellipse(lx, ly, 20, 8, r.choice(['#3f7d3a', '#4f8f44', '#2f6a30']), transform=f'rotate({a:.0f} {lx:.0f} {ly:.0f})')
    for _ in range(16):
        lx, ly = r.uniform(20, 780), r.uniform(40, 150)
        s.ellipse(lx, ly, 13, 10, '#f6d32d')
        s.ellipse(lx - 4, ly - 3, 4, 3, '#fff3a1')
    s.rect(0, 440, 800, 160, '#f4f1ea')
    for k in range(0, 800, 40):
        s.rect(k, 440, 20, 160, '#2f6db5', opacity=0.18)
    for k in range(0, 160, 40):
        s.rect(0, 440 + k, 800, 20, '#2f6db5', opacity=0.18)
    s.ellipse(260, 520, 140, 40, '#e8eef3')
    s.ellipse(260, 516, 126, 32, '#2f6db5')
    s.ellipse(260, 514, 110, 26, '#f4f1ea')
    for lx, ly in [(210, 500), (250, 508), (300, 498), (232, 486), (280, 484), (320, 514), (190, 514)]:
        s.ellipse(lx, ly, 22, 16, '#f6d32d')
        s.ellipse(lx - 6, ly - 5, 7, 4, '#fff3a1')
    s.ellipse(290, 478, 24, 10, '#3f7d3a', transform='rotate(-20 290 478)')
    bx = 560
    s.path(f'M{bx - 34},{540}L{bx - 34},{400}Q{bx - 34},{380} {bx - 14},{370}L{bx - 12},{320}L{bx + 12},{320}L{bx + 14},{370}'
           f'Q{bx + 34},{380} {bx + 34},{400}L{bx + 34},{540}Z', '#d9eef2', opacity=0.9)
    s.path(f'M{bx - 30},{540}L{bx - 30},{420}L{bx + 30},{420}L{bx + 30},{540}Z', '#f4d930')
    s.rect(bx - 26, 450, 52, 50, '#f4f1ea')
    s.ellipse(bx, 475, 14, 10, '#f6d32d')
    s.rect(bx - 10, 306, 20, 16, '#a8794a')
    for gx in (660, 720):
        s.path(f'M{gx - 16},{500}L{gx + 16},{500}L{gx + 12},{548}L{gx - 12},{548}Z', '#e8f4f6', opacity=0.85)
        s.path(f'M{gx - 14},{514}L{gx + 14},{514}L{gx + 12},{546}L{gx - 12},{546}Z', '#f4d930')
    return s


def tram(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.line(-10, -110, 40, -150, '#333', 2)
    s.path('M-120,-20L-120,-92Q-120,-100 -110,-102L110,-102Q120,-100 120,-92L120,-20Z', '#f6c42d')
    s.path('M-124,-102L124,-102L118,-112L-118,-112Z', '#f4f1ea')
    s.rect(-120, -40, 240, 8, '#f4f1ea')
    for k2 in range(6):
        s.rect(-104 + k2 * 36, -88, 28, 40, '#9fc7dd')
        s.rect(-104 + k2 * 36, -88, 28, 6, '#c7dfe9')
    s.rect(-114, -88, 10, 40, '#9fc7dd')
    s.rect(90, -100, 26, 12, '#222')
    s.add('<text x="103" y="-90" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffd27a" '
          'text-anchor="middle">28</text>')
    s.rect(-120, -26, 240, 8, '#3a3a3a')
    for wx in (-70, 70):
        s.circle(wx, -12, 12, '#2a2a2a')
        s.circle(wx, -12, 5, '#777')
    s.end()


def lisbon_tram():
    s = Svg(seed=707)
    s.sky([(0, '#4f9fe0'), (1, '#d8eefa')], y2=300)
    slope = -0.15
    r = s.rng
    pal = ['#e8b04a', '#e8a0a0', '#f4efe4', '#9fc0d8', '#d8735a', '#b8d0a0']
    x = -20
    while x < 820:
        w = r.uniform(110, 150)
        gy = 500 + slope * (x + w)
        top = gy - r.uniform(230, 300)
        c = r.choice(pal)
        s.rect(x, top, w, 600 - top, c)
        if c == '#9fc0d8':
            for ty in range(int(top + 6), 600, 16):
                for tx in range(int(x) + 4, int(x + w) - 4, 16):
                    s.circle(tx + 6, ty + 6, 3, '#2f6db5', opacity=0.45)
        s.path(f'M{x - 6},{top}L{x + w + 6},{top}L{x + w - 10},{top - 22}L{x + 10},{top - 22}Z', '#c2573a')
        s.rect(x - 4, top, w + 8, 6, '#f4f1ea')
        for fy in (top + 30, top + 100, top + 170):
            for wx in (x + 18, x + w / 2 - 11, x + w - 40):
                s.rect(wx, fy, 22, 40, '#f4f1ea')
                s.rect(wx + 3, fy + 3, 16, 34, '#4a5a6a')
                s.rect(wx - 4, fy + 36, 30, 4, '#2a2a2a')
                for b in range(4):
                    s.line(wx - 2 + b * 8.5, fy + 40, wx - 2 + b * 8.5, fy + 52, '#2a2a2a', 1.2)
                s.rect(wx - 4, fy + 50, 30, 2, '#2a2a2a')
        x += w
    s.path(f'M0,{490}L800,{490 + slope * 800}L800,600L0,600Z', '#b9b2a4')
    for k in range(16):
        y0 = 500 + k * 7
        s.path(f'M0,{y0}L800,{y0 + slope * 800}', 'none', stroke='#9a9384', stroke_width=1, opacity=0.6)
    for dy in (44, 70):
        s.path(f'M0,{490 + dy}L800,{490 + dy + slope * 800}', 'none', stroke='#6a655c', stroke_width=3)
    s.path(f'M0,{250}L800,{250 + slope * 800}', 'none', stroke='#333', stroke_width=1.5)
    ang = math.degrees(math.atan(slope))
    s.g(transform=f'rotate({ang:.2f} 400 {490 + slope * 400 + 58})')
    tram(s, 400, 490 + slope * 400 + 58, 1.35)
    s.end()
    person(s, 120, 590, 80, '#2a2a30', dress='#c0392b')
    return s


def belem_tower():
    s = Svg(seed=708)
    s.sky([(0, '#5a9ad6'), (0.8, '#f2d9b8'), (1, '#f6e2c4')], y2=390)
    s.path('M560,330L800,318', 'none', stroke='#b8473a', stroke_width=4)
    for tx in (600, 760):
        s.rect(tx - 4, 250, 8, 130, '#b8473a')
    s.path('M560,318Q600,300 604,252Q680,330 756,252Q760,300 800,310', 'none', stroke='#b8473a', stroke_width=2)
    s.rect(0, 384, 800, 216, s.lin([(0, '#7aa8c0'), (1, '#3d6f8e')]))
    s.waves(390, 600, '#ffffff', n=40, op=0.22)
    stone, shade, dark = '#eee3cc', '#d2c3a4', '#a89878'

    def turret(tx, ty, k=1.0):
        s.rect(tx - 9 * k, ty - 24 * k, 18 * k, 24 * k, stone)
        s.path(f'M{tx - 11 * k},{ty - 24 * k}Q{tx},{ty - 50 * k} {tx + 11 * k},{ty - 24 * k}Z', stone)
        for i in (-1, 0, 1):
            s.path(f'M{tx + i * 5 * k},{ty - 24 * k}Q{tx + i * 3 * k},{ty - 40 * k} {tx},{ty - 46 * k}', 'none', stroke=dark,
                   stroke_width=1)
        s.rect(tx - 1.5 * k, ty - 56 * k, 3 * k, 10 * k, stone)

    def merlons(x0, x1, y, step=18):
        x = x0
        while x + 10 <= x1:
            s.path(f'M{x},{y}L{x},{y - 10}Q{x + 6},{y - 20} {x + 12},{y - 10}L{x + 12},{y}Z', stone)
            s.path(f'M{x + 4},{y - 8}L{x + 8},{y - 8}M{x + 6},{y - 12}L{x + 6},{y - 4}', 'none', stroke='#7a6a4a', stroke_width=1.2)
            x += step

    tx0, tx1 = 340, 460
    s.rect(tx0, 110, tx1 - tx0, 330, stone)
    s.rect(tx1 - 26, 110, 26, 330, shade)
    merlons(tx0 + 4, tx1, 110)
    for cx in (tx0, tx1):
        turret(cx, 110)
    s.rect(tx0 - 6, 236, tx1 - tx0 + 12, 8, shade)
    for ax in (356, 388, 420):
        s.path(f'M{ax},290L{ax},262Q{ax + 12},248 {ax + 24},262L{ax + 24},290Z', '#5a5040')
    s.rect(tx0 - 10, 288, tx1 - tx0 + 20, 8, shade)
    for k in range(8):
        s.rect(tx0 - 8 + k * 18, 296, 8, 14, stone)
    s.rect(386, 160, 28, 44, '#5a5040')
    s.rect(tx0 - 6, 210, tx1 - tx0 + 12, 6, shade)
    s.circle(400, 330, 16, shade)
    s.path('M392,330L408,330M400,322L400,338', 'none', stroke='#b8473a', stroke_width=3)
    bx0, bx1 = 250, 560
    s.path(f'M{bx0},470L{bx0},380L{bx1},380L{bx1},470Z', stone)
    s.path(f'M{bx1 - 60},380L{bx1},380L{bx1},470L{bx1 - 60},470Z', shade)
    merlons(bx0, bx1, 380, 22)
    for cx in (bx0, bx1):
        turret(cx, 380, 1.3)
    for k in range(6):
        s.path(f'M{266 + k * 48},430L{266 + k * 48},412Q{276 + k * 48},402 {286 + k * 48},412L{286 + k * 48},430Z', '#5a5040')
    s.rect(bx0 - 10, 466, bx1 - bx0 + 20, 14, dark)
    s.path('M170,484L640,484L600,500L210,500Z', '#a89878')
    motorboat(s, 660, 500, 1.0, hull='#f4f1ea', stripe='#b8473a')
    return s


def nata(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.path('M-34,-6L-28,14L28,14L34,-6Z', '#c9873a')
    for i in range(-3, 4):
        s.line(i * 9, -4, i * 8, 13, '#a86a28', 1.5)
    s.ellipse(0, -6, 34, 12, '#d99a48')
    s.ellipse(0, -7, 28, 9, '#f2c560')
    r = s.rng
    for _ in range(5):
        s.ellipse(r.uniform(-18, 18), r.uniform(-11, -3), r.uniform(3, 7), r.uniform(2, 3), '#6a3a18', opacity=0.85)
    s.end()


def nata_tiles():
    s = Svg(seed=709)
    s.rect(0, 0, 800, 600, '#f4f1ea')
    t = 120
    for ty in range(-20, 420, t):
        for tx in range(0, 800, t):
            cx, cy = tx + t / 2, ty + t / 2
            s.circle(cx, cy, 19, '#5a84c4')
            s.circle(cx, cy, 8, '#f4f1ea')
            for a in range(4):
                s.circle(cx + 36 * math.cos(a * math.pi / 2), cy + 36 * math.sin(a * math.pi / 2), 7, '#5a84c4')
            s.path(f'M{tx},{ty + 22}A22,22 0 0 0 {tx + 22},{ty}L{tx},{ty}Z', '#3f6aa8')
    s.rect(0, 0, 800, 420, s.lin([(0, '#000', 0), (1, '#000', 0.08)]))
    s.rect(0, 410, 800, 190, s.lin([(0, '#eae6df'), (1, '#d4cfc6')]))
    s.path('M0,470C200,450 500,500 800,460', 'none', stroke='#c4bfb6', stroke_width=3, opacity=0.6)
    s.rect(0, 410, 800, 8, '#c4bfb6')
    s.ellipse(300, 500, 190, 50, '#ffffff')
    s.ellipse(300, 496, 170, 40, '#f1eee8')
    nata(s, 230, 490, 1.4)
    nata(s, 360, 478, 1.3)
    nata(s, 310, 520, 1.5)
    s.ellipse(600, 510, 80, 22, '#ffffff')
    s.ellipse(600, 506, 66, 16, '#eeeae4')
    s.path('M560,440L640,440L632,500Q600,512 568,500Z', '#ffffff')
    s.ellipse(600, 440, 40, 10, '#5a3420')
    s.ellipse(600, 440, 34, 7, '#8a5a34')
    s.path('M640,452Q664,456 660,474Q656,486 634,484', 'none', stroke='#ffffff', stroke_width=7)
    s.rect(700, 420, 34, 70, '#eeeae4', rx=6)
    s.path('M700,430Q717,406 734,430Z', '#c9c4bc')
    s.rect(700, 450, 34, 20, '#a0522d', opacity=0.8)
    return s


PHOTOS = {
    'santorini-greece-2': oia_windmill,
    'santorini-greece-3': red_beach,
    'reykjavik-iceland-2': strokkur,
    'reykjavik-iceland-3': gullfoss,
    'amalfi-coast-italy-2': positano_night,
    'amalfi-coast-italy-3': lemon_table,
    'lisbon-portugal': lisbon_tram,
    'lisbon-portugal-2': belem_tower,
    'lisbon-portugal-3': nata_tiles,
}

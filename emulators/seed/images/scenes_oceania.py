"""Place photos for Oceania (800x600 artboards): Queenstown extras, Sydney, Uluru, Bora Bora."""

import math

from lib import Svg, smooth_d
from motifs import person, place, reflect, wave_lines


def milford_sound():
    s = Svg(seed=1001)
    s.sky([(0, '#8aa8c4'), (1, '#e4ecf2')], y2=400)
    s.path('M150,400L250,230L300,120L330,60L345,80L370,170L430,300L520,400Z', '#4a5a58')
    s.path('M330,60L345,80L370,170L430,300L520,400L380,400L350,200Z', '#3a4846')
    s.path('M322,80L330,60L345,80L338,96Z', '#eef2f6')
    s.path('M0,400L0,60C60,90 120,200 200,400Z', '#2f4a3e')
    s.path('M800,400L800,120C740,140 660,240 560,400Z', '#2a4438')
    s.path('M800,400L800,200C760,220 700,300 640,400Z', '#355444')
    s.path('M700,250C696,300 692,360 690,400L698,400C700,360 704,300 706,250Z', '#f4f7fb')
    bl = s.blur(8)
    s.ellipse(690, 400, 30, 10, '#ffffff', opacity=0.7, filter=bl)
    for cx, cy, rx in [(260, 260, 140), (520, 220, 180), (120, 180, 100)]:
        s.ellipse(cx, cy, rx, 18, '#ffffff', opacity=0.55, filter=bl)
    s.rect(0, 398, 800, 202, s.lin([(0, '#3a5a66'), (1, '#1a2f3a')]))
    s.g(clip_path=s.clip('<rect x="0" y="398" width="800" height="202"/>'))
    reflect(s, 400, 0.35)
    s.path('M150,400L250,230L300,120L330,60L345,80L370,170L430,300L520,400Z', '#4a5a58')
    s.path('M0,400L0,60C60,90 120,200 200,400Z', '#2f4a3e')
    s.path('M800,400L800,120C740,140 660,240 560,400Z', '#2a4438')
    s.end()
    s.end()
    wave_lines(s, 420, 580, '#ffffff', n=6, op=0.12)
    s.g(transform=place(480, 480, 1.6))
    s.path('M-60,0L70,0L58,14L-52,14Z', '#f4f1ea')
    s.rect(-40, -14, 80, 14, '#f4f1ea')
    s.rect(-24, -24, 48, 10, '#f4f1ea')
    for k in range(7):
        s.rect(-36 + k * 11, -10, 7, 5, '#2f3a4a')
    s.rect(-62, 6, 132, 3, '#c0392b')
    s.end()
    return s


def kawarau_bungy():
    s = Svg(seed=1002)
    s.sky([(0, '#5aa0da'), (1, '#dcedf8')], y2=260)
    s.path(smooth_d([(0, 240), (160, 190), (340, 220), (520, 170), (680, 210), (800, 190)], 480), '#9aa4a0')
    s.path(smooth_d([(200, 330), (320, 300), (420, 320), (560, 290), (640, 310)], 480), '#7f8f7a')
    s.path(smooth_d([(220, 400), (330, 380), (450, 396), (580, 376)], 480), '#6a7a5a')
    s.path('M0,240L0,600L260,600L300,460L240,360L180,290Z', '#8a7a66')
    s.path('M800,230L800,600L520,600L490,470L560,350L640,280Z', '#7a6a58')
    for k in range(10):
        s.line(20 + k * 24, 300 + k * 10, 60 + k * 20, 600, '#6a5a48', 2, opacity=0.4)
        s.line(780 - k * 24, 290 + k * 10, 740 - k * 20, 600, '#5a4a3a', 2, opacity=0.4)
    s.path('M260,600L300,460L360,430L440,430L490,470L520,600Z', s.lin([(0, '#3fb8a8'), (1, '#1f8a80')]))
    wave_lines(s, 470, 590, '#ffffff', n=5, op=0.2)
    r = s.rng
    for cx, cy, n in [(90, 260, 30), (700, 250, 30), (240, 330, 14)]:
        for _ in range(n):
            s.circle(cx + r.uniform(-60, 60), cy + r.uniform(-30, 30), r.uniform(8, 16), r.choice(['#e8a22c', '#f2c14e', '#c9802a', '#5a7a3a']))
    deck = 250
    for tx in (150, 650):
        s.rect(tx - 20, deck - 90, 40, 120, '#a8a090')
        s.rect(tx - 24, deck - 96, 48, 10, '#8a8274')
        s.rect(tx + 10, deck - 90, 10, 120, '#8a8274')
    s.path(f'M130,{deck - 86}Q400,{deck + 40} 670,{deck - 86}', 'none', stroke='#3a3a3a', stroke_width=3)
    for k in range(1, 24):
        x = 150 + k * 500 / 24
        t = (x - 130) / 540
        cy = (1 - t) ** 2 * (deck - 86) + 2 * (1 - t) * t * (deck + 40) + t * t * (deck - 86)
        s.line(x, cy, x, deck, '#3a3a3a', 1)
    s.rect(0, deck, 800, 10, '#5a4a3a')
    s.rect(0, deck + 10, 800, 4, '#3a2e26')
    for px, c in [(330, '#c0392b'), (350, '#2f6db5'), (460, '#f1c40f'), (480, '#16a085')]:
        person(s, px, deck, 22, '#2a2a30', dress=c)
    s.path(f'M400,{deck + 10}C396,{deck + 60} 404,{deck + 110} 400,{deck + 150}', 'none', stroke='#2a2a2a', stroke_width=2)
    jx, jy = 400, deck + 150
    s.g(transform=f'rotate(180 {jx} {jy + 20})')
    person(s, jx, jy + 40, 40, '#2a2a30', dress='#e8702f')
    s.end()
    return s


def shell(s, x, base, h, w, fill='#f4efe4', shade='#d8d0c0'):
    px, py = x - w * 0.78, base - h
    s.path(f'M{x},{base}Q{x - w * 0.08},{base - h * 0.9} {px},{py}Q{x - w * 0.86},{base - h * 0.4} {x - w},{base}Z', fill)
    s.path(f'M{px},{py}Q{x - w * 0.86},{base - h * 0.4} {x - w},{base}L{x - w * 0.7},{base}Q{x - w * 0.72},{base - h * 0.5} {px},{py}Z',
           shade)
    for k in range(1, 4):
        t = k / 4
        s.path(f'M{x - w * t * 0.2},{base - h * t * 0.6}Q{x - w * 0.5},{base - h * t * 0.9} {px + w * 0.05},{py + h * 0.1}',
               'none', stroke='#e4dccb', stroke_width=1.2, opacity=0.7)


def sydney_harbour():
    s = Svg(seed=1003)
    s.sky([(0, '#4a5a9a'), (0.55, '#e89a8a'), (1, '#f8cf9a')], y2=400)
    s.sun(300, 330, 28, '#fff0c8', glow='#ffb878')
    s.path(smooth_d([(0, 380), (200, 370), (420, 376), (620, 364), (800, 372)], 402), '#6a5a7a')
    grey = '#5a5e72'
    dy = 300
    for tx in (430, 470, 750, 790):
        s.rect(tx - 14, dy - 70, 28, 110, '#c8a884')
        s.rect(tx + 6, dy - 70, 8, 110, '#a88a6a')
    s.path(f'M470,{dy - 20}Q610,{dy - 220} 750,{dy - 20}', 'none', stroke=grey, stroke_width=8)
    s.path(f'M470,{dy - 40}Q610,{dy - 250} 750,{dy - 40}', 'none', stroke=grey, stroke_width=5)
    for k in range(1, 14):
        t = k / 14
        x = 470 + 280 * t
        y1 = (1 - t) ** 2 * (dy - 20) + 2 * (1 - t) * t * (dy - 220) + t * t * (dy - 20)
        y2 = (1 - t) ** 2 * (dy - 40) + 2 * (1 - t) * t * (dy - 250) + t * t * (dy - 40)
        s.line(x, y1, x + 10, y2, grey, 2)
        if y1 < dy:
            s.line(x, y1, x, dy, grey, 1.2)
    s.rect(380, dy, 420, 10, grey)
    s.rect(0, 398, 800, 202, s.lin([(0, '#d98a7a'), (0.5, '#5a5a8a'), (1, '#2a3060')]))
    s.glitter(300, 402, 520, 70, '#ffe0b0', n=14, op=0.55)
    s.path('M120,450L640,450L620,472L140,472Z', '#c9b290')
    s.path('M140,472L620,472L610,486L150,486Z', '#a89070')
    for x, h, w in [(430, 120, 100), (470, 150, 110), (520, 178, 120), (560, 200, 120)]:
        shell(s, x, 452, h, w)
    for x, h, w in [(250, 90, 76), (282, 116, 86), (318, 140, 96), (350, 160, 96)]:
        shell(s, x, 452, h, w)
    for x, h, w in [(590, 60, 40), (610, 70, 44)]:
        shell(s, x, 452, h, w)
    s.rect(0, 540, 800, 60, '#2a3060', opacity=0.3)
    s.g(transform=place(690, 540, 1.4))
    s.path('M-60,0L60,0L52,12L-52,12Z', '#2f6a3a')
    s.rect(-46, -14, 92, 14, '#f2e6c0')
    s.rect(-30, -24, 60, 10, '#f2e6c0')
    s.rect(-4, -34, 8, 10, '#2f6a3a')
    for k in range(8):
        s.rect(-42 + k * 11, -10, 7, 5, '#3a4a5a')
    s.end()
    return s


def bondi_icebergs():
    s = Svg(seed=1004)
    s.sky([(0, '#3f98e0'), (1, '#d4ecfa')], y2=240)
    s.path('M300,240C420,230 560,236 800,250L800,262L300,250Z', '#d9b98a')
    r = s.rng
    x = 420
    while x < 800:
        w, h = r.uniform(14, 30), r.uniform(14, 44)
        s.rect(x, 238 - h, w, h, r.choice(['#f4f1ea', '#e8e0d4', '#d8d4cc']))
        x += w + 2
    s.rect(0, 240, 800, 360, s.lin([(0, '#2aa9c9'), (1, '#1f6fa8')]))
    s.path('M300,250C420,246 560,256 800,262L800,276C560,270 420,262 300,264Z', '#f2dcae')
    wave_lines(s, 290, 400, '#ffffff', n=6, op=0.35)
    s.path('M0,160L160,170L260,250L300,330L340,600L0,600Z', '#9a8a70')
    s.path('M0,160L160,170L170,200L0,200Z', '#f4f1ea')
    s.rect(20, 120, 140, 50, '#f4f1ea')
    for k in range(6):
        s.rect(28 + k * 22, 130, 16, 30, '#5a8aa8')
    s.poly([(80, 330), (420, 330), (560, 600), (0, 600), (0, 380)], '#e8e4da')
    s.poly([(100, 344), (404, 344), (530, 590), (0, 590), (0, 400)], '#2fc4e0')
    for k in range(1, 7):
        x0 = 100 + 304 * k / 7
        x1 = 0 + 530 * k / 7
        s.line(x0, 344, x1, 590, '#f6d32d', 2, opacity=0.8)
    bl = s.blur(6)
    for cx, cy, rr in [(420, 330, 40), (470, 350, 50), (520, 390, 40), (380, 320, 28)]:
        s.circle(cx, cy, rr, '#ffffff', opacity=0.8, filter=bl)
    s.path('M404,344L420,330L560,600L530,590Z', '#d8d4ca')
    for sx, sy in [(200, 420), (310, 500), (150, 540)]:
        s.ellipse(sx, sy, 16, 5, '#ffffff', opacity=0.6)
        s.circle(sx - 8, sy - 2, 5, '#6a4a3a')
    return s


def three_sisters():
    s = Svg(seed=1005)
    s.sky([(0, '#6aa8dc'), (1, '#e4eff6')], y2=360)
    for y, c in [(300, '#9ab8d0'), (350, '#7a9cc0'), (400, '#5f84ac'), (450, '#4a6e98')]:
        s.ridge(y, 24, c, depth=6, rough=0.5, smooth=True)
    s.rect(0, 260, 800, 220, s.lin([(0, '#cfe0ee', 0), (1, '#cfe0ee', 0.35)]))
    cliff, dark = '#c98a4a', '#a8683a'
    s.path('M0,600L0,300L120,290L200,300L236,330L250,600Z', cliff)
    s.path('M200,300L236,330L250,600L214,600Z', dark)
    for cx, top, w, cap in [(336, 200, 54, 0.7), (448, 226, 56, 0.6), (556, 256, 58, 0.8)]:
        pillar = (f'M{cx - w},600L{cx - w * 0.92},{top + 70}L{cx - w * cap},{top + 18}Q{cx - w * 0.3},{top - 4} {cx + w * 0.1},{top}'
                  f'Q{cx + w * cap * 0.9},{top + 6} {cx + w * cap},{top + 26}L{cx + w * 0.95},{top + 80}L{cx + w},600Z')
        s.path(pillar, cliff)
        s.g(clip_path=s.clip(f'<path d="{pillar}"/>'))
        s.path(f'M{cx + w * 0.25},{top - 10}L{cx + w * 1.2},{top - 10}L{cx + w * 1.2},600L{cx + w * 0.3},600Z', dark)
        s.path(f'M{cx - w * 0.35},{top + 30}L{cx - w * 0.3},600', 'none', stroke='#8a5a30', stroke_width=2.5, opacity=0.45)
        for k in range(9):
            yy = top + 24 + k * 28
            s.line(cx - w, yy, cx + w, yy + 3, '#8a5a30', 2, opacity=0.35)
        s.end()
    s.rect(0, 380, 800, 220, s.lin([(0, '#9ab8d0', 0), (1, '#7a9cc0', 0.45)]))
    r = s.rng
    for _ in range(60):
        s.circle(r.uniform(220, 800), r.uniform(470, 610), r.uniform(18, 30), r.choice(['#3f6a7a', '#4a7a84', '#355f70']))
    s.path('M600,600L620,480L800,470L800,600Z', '#8a7a66')
    s.rect(600, 446, 200, 6, '#3a3a3a')
    for k in range(6):
        s.rect(606 + k * 36, 446, 4, 40, '#3a3a3a')
    person(s, 690, 478, 80, '#2a2a30', dress='#c0392b')
    return s


ULURU = ('M110,400C116,360 130,300 170,268C200,246 240,240 300,236L520,232C580,232 620,244 650,270'
         'C680,300 700,350 706,400Z')


def uluru_rock(s, lit, shade, groove):
    s.path(ULURU, lit)
    s.path('M560,232C600,236 630,250 650,270C680,300 700,350 706,400L600,400C620,340 600,280 560,232Z', shade)
    for k in range(14):
        x = 150 + k * 38
        s.path(f'M{x},{250 + abs(7 - k) * 3}Q{x + 8},{320} {x - 4},400', 'none', stroke=groove, stroke_width=3, opacity=0.45)


def uluru_sunset():
    s = Svg(seed=1006)
    s.sky([(0, '#3a3a7a'), (0.55, '#c86a8a'), (1, '#f6b08a')], y2=400)
    s.stars(10, 100)
    uluru_rock(s, '#d9572c', '#a83a22', '#8a2a18')
    s.rect(0, 396, 800, 204, s.lin([(0, '#b8502a'), (1, '#8a3a20')]))
    r = s.rng
    for _ in range(80):
        x, y = r.uniform(-20, 820), r.uniform(410, 610)
        k = 0.4 + (y - 400) / 200
        s.ellipse(x, y, 20 * k, 9 * k, r.choice(['#8a9a4a', '#a8a45a', '#7a8a3a']))
    for tx, h in [(90, 240), (720, 280), (640, 180)]:
        s.rect(tx - 4, 460 - h * 0.5, 8, h * 0.5 + 60, '#3a2a2a')
        for _ in range(30):
            a = r.uniform(0, 6.28)
            d = r.uniform(0, h * 0.28)
            s.path(f'M{tx + d * math.cos(a):.0f},{460 - h * 0.6 + d * math.sin(a) * 0.8:.0f}l-2,18', 'none', stroke='#3a4a2a',
                   stroke_width=3, stroke_linecap='round')
    return s


def kata_tjuta():
    s = Svg(seed=1007)
    s.sky([(0, '#4a9ae0'), (1, '#dcecf6')], y2=420)
    domes = [(120, 330, 70, 60), (200, 300, 80, 110), (300, 250, 90, 170), (400, 200, 100, 220), (500, 260, 90, 160),
             (590, 300, 70, 120), (670, 330, 80, 80), (250, 340, 60, 60), (460, 330, 70, 80)]
    for cx, top, w, h in domes:
        s.path(f'M{cx - w},420C{cx - w},{top + h * 0.3} {cx - w * 0.5},{top} {cx},{top}'
               f'C{cx + w * 0.5},{top} {cx + w},{top + h * 0.3} {cx + w},420Z', '#d9733a')
        s.path(f'M{cx + w * 0.2},{top + 4}C{cx + w * 0.6},{top + 10} {cx + w},{top + h * 0.3} {cx + w},420L{cx + w * 0.3},420Z',
               '#b4502a')
        for k in range(3):
            x = cx - w * 0.5 + k * w * 0.4
            s.path(f'M{x},{top + h * 0.2}Q{x + 6},{top + h * 0.7} {x - 2},420', 'none', stroke='#a8482a', stroke_width=2, opacity=0.4)
    s.rect(0, 416, 800, 184, s.lin([(0, '#c87a3a'), (1, '#a85a2a')]))
    r = s.rng
    for _ in range(90):
        x, y = r.uniform(-20, 820), r.uniform(424, 610)
        k = 0.4 + (y - 420) / 200
        s.ellipse(x, y, 20 * k, 9 * k, r.choice(['#9aaa4a', '#b8b45a', '#8a9a3a']))
    s.path('M340,600L420,420L440,420L500,600Z', '#d8864a')
    return s


def uluru_night():
    s = Svg(seed=1008)
    s.rect(0, 0, 800, 600, s.lin([(0, '#070b20'), (1, '#1a1a3a')]))
    bl = s.blur(20)
    s.path('M-50,420C150,300 400,150 850,-50L850,120C500,250 200,400 -50,520Z', '#c8b8e0', opacity=0.22, filter=bl)
    s.path('M-50,440C150,330 400,200 850,20L850,60C450,230 200,380 -50,480Z', '#f0e0d0', opacity=0.22, filter=bl)
    r = s.rng
    for _ in range(260):
        t = r.random()
        x = -50 + 900 * t
        y = 470 - 520 * t + r.gauss(0, 60)
        s.circle(x, y, r.uniform(0.5, 1.6), '#ffffff', opacity=f'{r.uniform(0.4, 1):.2f}')
    s.stars(120, 420)
    s.path('M-50,440C150,340 400,210 850,30', 'none', stroke='#2a2040', stroke_width=8, opacity=0.4, filter=s.blur(6))
    uluru_rock(s, '#4a2622', '#3a1c1a', '#2a1212')
    s.rect(0, 396, 800, 204, s.lin([(0, '#2a1a1a'), (1, '#120a0a')]))
    s.circle(560, 520, 80, s.rad([(0, '#ffb060', 0.6), (1, '#ffb060', 0)]))
    s.path('M548,530Q556,500 560,490Q566,506 572,530Z', '#ffb040')
    s.path('M552,530Q558,512 560,506Q564,516 568,530Z', '#fff0a0')
    for px in (500, 620):
        person(s, px, 540, 50, '#0a0606')
    return s


def otemanu(s, fill, shade):
    s.path('M120,400C160,360 220,330 280,320L330,300L360,190L372,150L402,146L414,200L430,250L470,270C540,290 600,330 680,400Z',
           fill)
    s.path('M402,146L414,200L430,250L470,270C540,290 600,330 680,400L460,400C450,330 420,260 400,200Z', shade)


def bora_bora():
    s = Svg(seed=1009)
    s.sky([(0, '#3f9ae6'), (1, '#dff2fb')], y2=400)
    s.cloud(600, 110, 1.2, op=0.85)
    s.cloud(180, 160, 0.8, op=0.7)
    otemanu(s, '#3f8a4a', '#2f6a3a')
    s.path('M372,150L402,146L414,200L380,200Z', '#5a6a5a', opacity=0.6)
    s.rect(0, 396, 800, 204, s.lin([(0, '#1fa8c0'), (0.4, '#4fd8d8'), (1, '#8ff0e0')]))
    s.path('M0,420C200,410 300,424 440,416C560,410 700,420 800,414L800,430L0,436Z', '#1a8aaa', opacity=0.5)
    wave_lines(s, 440, 590, '#ffffff', n=6, op=0.25)
    s.path('M0,560L800,470', 'none', stroke='#8a6a4a', stroke_width=6)
    for k in range(9):
        bx = 120 + k * 74
        by = 560 - (bx / 800) * 90 - 6
        sc = 1.3 - k * 0.07
        s.line(bx - 20 * sc, by, bx - 20 * sc, by + 30 * sc, '#6a4a30', 2)
        s.line(bx + 20 * sc, by, bx + 20 * sc, by + 30 * sc, '#6a4a30', 2)
        s.rect(bx - 26 * sc, by - 22 * sc, 52 * sc, 22 * sc, '#b8844a')
        s.rect(bx - 8 * sc, by - 16 * sc, 16 * sc, 16 * sc, '#4a3020')
        s.path(f'M{bx - 36 * sc},{by - 20 * sc}L{bx},{by - 50 * sc}L{bx + 36 * sc},{by - 20 * sc}Z', '#c9a05a')
        s.path(f'M{bx},{by - 50 * sc}L{bx + 36 * sc},{by - 20 * sc}L{bx + 10 * sc},{by - 20 * sc}Z', '#a8803a')
    s.palm(60, 620, 320, 40, trunk='#6a5040', leaf='#2f7a4f', leaf2='#3f9a5a')
    return s


def stingray(s, x, y, k, a=0):
    s.g(transform=f'translate({x},{y}) scale({k},{k * 0.45}) rotate({a})')
    s.path('M0,-30C20,-28 44,-10 50,4C30,10 14,16 0,28C-14,16 -30,10 -50,4C-44,-10 -20,-28 0,-30Z', '#8a8478')
    s.path('M0,26Q4,60 -2,96', 'none', stroke='#6a6458', stroke_width=3)
    s.ellipse(0, -6, 12, 16, '#9a9488', opacity=0.6)
    s.end()


def reef_shark(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.path('M-70,0C-40,-14 20,-16 60,-4L76,-2C60,6 20,10 -40,6L-70,0Z', '#8a98a8')
    s.path('M-70,0L-96,-22L-88,0L-98,18Z', '#8a98a8')
    s.path('M-98,-22L-92,-14L-96,-18Z M-98,18L-92,10L-96,14Z', '#1a1a1a')
    s.path('M-6,-12L8,-34L18,-10Z', '#8a98a8')
    s.path('M4,-28L8,-34L12,-26Z', '#1a1a1a')
    s.path('M10,4L22,18L24,4Z', '#7a8898')
    s.path('M20,18L22,14L24,18Z', '#1a1a1a')
    s.path('M-60,2C-30,6 20,8 60,0', 'none', stroke='#eef2f6', stroke_width=3, opacity=0.7)
    s.circle(50, -4, 1.6, '#1a1a1a')
    s.end()


def lagoon_underwater():
    s = Svg(seed=1010)
    s.rect(0, 0, 800, 600, s.lin([(0, '#4fd0e0'), (0.5, '#1f9ac0'), (1, '#1a6a9a')]))
    s.rect(0, 0, 800, 40, s.lin([(0, '#e8fbff', 0.7), (1, '#e8fbff', 0)]))
    for k in range(6):
        x = 80 + k * 130
        s.path(f'M{x},0L{x + 40},0L{x + 140},600L{x + 60},600Z', '#ffffff', opacity=0.07)
    s.path(smooth_d([(0, 500), (200, 480), (400, 496), (600, 478), (800, 490)], 600), '#e8dcb8')
    r = s.rng
    for cx, cy in [(80, 500), (690, 490), (560, 520)]:
        for _ in range(10):
            s.circle(cx + r.uniform(-50, 50), cy + r.uniform(-30, 10), r.uniform(10, 22),
                     r.choice(['#f26a8a', '#f2a04a', '#9a6ad8', '#e84a5a', '#f6d04a']))
    stingray(s, 330, 440, 1.4, 80)
    stingray(s, 500, 470, 1.1, -100)
    reef_shark(s, 560, 280, -1.2)
    reef_shark(s, 220, 320, 0.9)
    s.path('M380,28C420,20 470,22 500,30L520,34L500,40C470,44 420,44 380,36Z', '#2a2a3a')
    s.circle(372, 30, 9, '#2a2a3a')
    s.path('M520,32L560,24L556,40Z', '#f2c14e')
    s.line(366, 24, 360, 2, '#f2c14e', 3)
    for _ in range(20):
        s.circle(r.uniform(200, 700), r.uniform(60, 460), r.uniform(1.5, 4), '#ffffff', opacity=0.5)
    return s


def outrigger_sunset():
    s = Svg(seed=1011)
    s.sky([(0, '#3a2a6a'), (0.5, '#d8607a'), (0.8, '#f8a05a'), (1, '#fcd08a')], y2=400)
    s.sun(600, 370, 40, '#fff0c0', glow='#ffb050')
    otemanu(s, '#3a2440', '#2e1c36')
    s.rect(0, 396, 800, 204, s.lin([(0, '#f0a06a'), (0.5, '#8a4a7a'), (1, '#3a2a5a')]))
    s.glitter(600, 400, 560, 90, '#ffe0a8', n=18, op=0.6)
    wave_lines(s, 420, 590, '#ffd8b0', n=6, op=0.15)
    s.g(transform=place(360, 480, 1.6))
    s.path('M-120,0Q0,10 130,-4L120,6Q0,16 -112,8Z', '#1f1420')
    s.path('M-60,4L-60,36M40,2L40,34', 'none', stroke='#1f1420', stroke_width=3)
    s.path('M-90,36Q-10,42 80,34L76,40Q-10,46 -86,42Z', '#1f1420')
    for px in (-40, 20, 80):
        person(s, px, 0, 34, '#1f1420')
        s.line(px + 4, -20, px + 18, 14, '#1f1420', 2)
    s.end()
    s.palm(80, 620, 340, 50, trunk='#1f1420', leaf='#1f1420')
    return s


PHOTOS = {
    'queenstown-new-zealand-2': milford_sound,
    'queenstown-new-zealand-3': kawarau_bungy,
    'sydney-australia': sydney_harbour,
    'sydney-australia-2': bondi_icebergs,
    'sydney-australia-3': three_sisters,
    'uluru-australia': uluru_sunset,
    'uluru-australia-2': kata_tjuta,
    'uluru-australia-3': uluru_night,
    'bora-bora-french-polynesia': bora_bora,
    'bora-bora-french-polynesia-2': lagoon_underwater,
    'bora-bora-french-polynesia-3': outrigger_sunset,
}

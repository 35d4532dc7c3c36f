"""Destination scenes for the seeded services (800x600 artboards)."""

import math

from lib import Svg, smooth_d


def santorini():
    s = Svg(seed=11)
    s.sky([(0, '#4f86c6'), (0.5, '#9ab8dc'), (0.8, '#f6c9a6'), (1, '#fbdcc0')], y2=340)
    s.sun(640, 268, 30, '#fff4dc', glow='#ffc48a')
    s.cloud(560, 120, 0.9, op=0.55)
    s.cloud(720, 80, 0.6, op=0.45)
    # Thirasia on the horizon
    s.path(smooth_d([(470, 334), (540, 318), (610, 322), (690, 306), (760, 316), (800, 312)], 336), '#9c86a8')
    s.rect(0, 334, 800, 266, s.lin([(0, '#3d82c4'), (1, '#123f74')]))
    s.glitter(640, 338, 470, 90, '#ffe3b8', n=16, op=0.7)
    s.waves(350, 600, '#ffffff', n=50, op=0.18)
    # sailing boat
    s.path('M640,498L700,498L690,510L650,510Z', '#ffffff')
    s.poly([(668, 496), (668, 440), (694, 494)], '#fdfdfb')
    s.poly([(664, 496), (664, 452), (644, 494)], '#e9eef5')
    # caldera cliff
    edge = [(0, 175), (120, 186), (240, 205), (350, 232), (440, 270), (505, 320), (545, 380), (560, 450), (548, 600)]
    s.path('M' + 'L'.join(f'{x},{y}' for x, y in edge) + 'L0,600Z', '#8d4b3a')
    for i, (y, c) in enumerate([(360, '#a45c45'), (420, '#6f3a2f'), (470, '#b0684d'), (530, '#7a4134')]):
        s.path(f'M0,{y}C150,{y - 20} 350,{y + 10} 560,{y - 6 + i * 4}L560,{y + 14}C350,{y + 30} 150,{y}0,{y + 18}Z', c, opacity=0.7)

    def edge_x(y):
        for (x1, y1), (x2, y2) in zip(edge, edge[1:]):
            if y1 <= y <= y2:
                return x1 + (x2 - x1) * (y - y1) / (y2 - y1)
        return 0

    r = s.rng
    domes = {(1, 2), (2, 4), (3, 1), (4, 3)}
    for row in range(6):
        y = 150 + row * 38
        x = -20 + r.uniform(0, 30)
        col = 0
        xmax = edge_x(y + 30) - 30
        while x < xmax:
            w, h = r.uniform(46, 74), r.uniform(34, 46)
            s.rect(x, y + 38 - h, w, h + 4, '#fbfaf6')
            s.rect(x + w - 9, y + 38 - h, 9, h + 4, '#d7dce8')
            s.rect(x + w * 0.3, y + 38 - h * 0.55, 8, h * 0.55, '#2f6db5' if r.random() < 0.6 else '#3b8f8a')
            if r.random() < 0.5:
                s.rect(x + w * 0.62, y + 38 - h * 0.8, 7, 8, '#2f6db5')
            if (row, col) in domes:
                cx, top = x + w / 2, y + 38 - h
                s.rect(cx - 20, top - 12, 40, 14, '#fbfaf6')
                s.path(f'M{cx - 22},{top - 10}A22,22 0 0 1 {cx + 22},{top - 10}Z', '#1f5fb4')
                s.path(f'M{cx + 4},{top - 31}A22,22 0 0 1 {cx + 22},{top - 10}L{cx + 12},{top - 10}Z', '#174a8f')
                s.line(cx, top - 32, cx, top - 46, '#f3f0e6', 2.5)
                s.line(cx - 5, top - 41, cx + 5, top - 41, '#f3f0e6', 2.5)
            x += w + r.uniform(2, 14)
            col += 1
    # bell tower
    s.rect(330, 150, 46, 90, '#fbfaf6')
    s.rect(366, 150, 10, 90, '#d7dce8')
    s.path('M338,196A9,9 0 0 1 356,196L356,214L338,214Z', '#2f6db5')
    s.path('M326,150L380,150L380,142L326,142Z', '#fbfaf6')
    s.path('M335,142A18,18 0 0 1 371,142Z', '#1f5fb4')
    s.line(353, 124, 353, 110, '#f3f0e6', 2.5)
    s.line(347, 116, 359, 116, '#f3f0e6', 2.5)
    # bougainvillea in the foreground
    for _ in range(110):
        s.circle(r.uniform(-10, 190), r.uniform(500, 610), r.uniform(5, 12),
                 r.choice(['#d6336c', '#e64980', '#c2255c', '#f06595', '#5c8d3a']))
    return s


def pagoda(s, x, base, scale=1.0, body='#c8432f', roof='#3a3340', edge='#5b5166'):
    y = base
    for i in range(5):
        wr = (170 - i * 22) * scale
        wb = wr * 0.5
        th = (44 - i * 3) * scale
        s.rect(x - wb / 2, y - th, wb, th, body)
        s.rect(x - wb / 2, y - th * 0.55, wb, 3 * scale, '#f2e2c8')
        for k in range(3):
            s.rect(x - wb / 2 + wb * (0.15 + k * 0.28), y - th * 0.45, wb * 0.14, th * 0.4, '#7a2a1f')
        ry = y - th
        s.path(
            f'M{x - wr / 2},{ry - 10 * scale}Q{x - wr / 2 + 30 * scale},{ry + 4 * scale} {x - wb * 0.55},{ry - 16 * scale}'
            f'L{x - wb * 0.42},{ry - 26 * scale}L{x + wb * 0.42},{ry - 26 * scale}L{x + wb * 0.55},{ry - 16 * scale}'
            f'Q{x + wr / 2 - 30 * scale},{ry + 4 * scale} {x + wr / 2},{ry - 10 * scale}'
            f'L{x + wr / 2 - 8 * scale},{ry + 2 * scale}L{x - wr / 2 + 8 * scale},{ry + 2 * scale}Z',
            roof,
        )
        s.path(f'M{x - wr / 2 + 8 * scale},{ry + 2 * scale}L{x + wr / 2 - 8 * scale},{ry + 2 * scale}'
               f'L{x + wr / 2 - 12 * scale},{ry + 6 * scale}L{x - wr / 2 + 12 * scale},{ry + 6 * scale}Z', edge)
        y = ry - 24 * scale
    s.rect(x - 2.5 * scale, y - 70 * scale, 5 * scale, 74 * scale, '#6b5a3a')
    for k in range(6):
        s.ellipse(x, y - 10 * scale - k * 9 * scale, 8 * scale - k * 0.6 * scale, 2.2 * scale, '#b08d4a')
    s.circle(x, y - 72 * scale, 4 * scale, '#b08d4a')


def torii(s, x, base, h, w, red='#e0452b', dark='#2b2627'):
    pw = w * 0.085
    lx, rx = x - w * 0.34, x + w * 0.34
    for px in (lx, rx):
        s.poly([(px - pw / 2 - 3, base), (px - pw / 2 + 2, base - h * 0.86), (px + pw / 2 - 2, base - h * 0.86), (px + pw / 2 + 3, base)], red)
        s.rect(px - pw / 2 - 4, base - h * 0.08, pw + 8, h * 0.08, dark)
    # nuki (lower beam)
    s.rect(x - w * 0.45, base - h * 0.7, w * 0.9, h * 0.06, red)
    # gakuzuka (central strut)
    s.rect(x - pw * 0.4, base - h * 0.86, pw * 0.8, h * 0.16, red)
    # shimaki + kasagi (curved top beams)
    top = base - h
    s.path(f'M{x - w * 0.5},{top + h * 0.09}Q{x},{top + h * 0.16} {x + w * 0.5},{top + h * 0.09}'
           f'L{x + w * 0.49},{top + h * 0.15}Q{x},{top + h * 0.22} {x - w * 0.49},{top + h * 0.15}Z', red)
    s.path(f'M{x - w * 0.58},{top - h * 0.02}Q{x},{top + h * 0.08} {x + w * 0.58},{top - h * 0.02}'
           f'L{x + w * 0.53},{top + h * 0.08}Q{x},{top + h * 0.15} {x - w * 0.53},{top + h * 0.08}Z', dark)


def kyoto():
    s = Svg(seed=22)
    s.sky([(0, '#f3b3a0'), (0.55, '#fbd9c4'), (1, '#fdeedd')])
    s.sun(545, 200, 62, '#ea6b4f', op=0.92)
    s.hills(330, 18, '#d7b2bf', n=3, phase=0.4)
    s.hills(372, 22, '#b995ad', n=4, phase=1.7)
    s.rect(0, 330, 800, 90, s.lin([(0, '#fdeedd', 0), (1, '#fdeedd', 0.6)]))
    s.hills(420, 14, '#8a6f92', n=5, phase=2.4)
    pagoda(s, 560, 470, 1.0)
    r = s.rng
    for x in range(380, 800, 34):
        s.circle(x + r.uniform(-8, 8), 470 + r.uniform(-6, 6), r.uniform(22, 34), r.choice(['#5f6f4a', '#4e5f3f', '#6c7d52']))
    s.rect(0, 480, 800, 120, s.lin([(0, '#d9c2aa'), (1, '#c2a58c')]))
    s.path('M330,600L420,480L470,480L520,600Z', '#ead9c5')
    # stone lantern
    s.rect(596, 520, 12, 40, '#8b8074')
    s.rect(584, 500, 36, 22, '#a39787')
    s.rect(594, 506, 16, 10, '#ffcf7a')
    s.path('M576,500L602,484L628,500Z', '#7b7064')
    s.rect(586, 556, 32, 10, '#7b7064')
    torii(s, 190, 580, 330, 280)
    # cherry blossom branches
    s.path('M800,40C720,60 660,90 600,80M720,60C690,20 650,10 620,0M800,140C760,130 730,150 700,170', 'none',
           stroke='#4a3431', stroke_width=7, stroke_linecap='round')
    s.path('M0,70C60,90 90,120 140,115M60,88C70,50 100,30 130,20', 'none', stroke='#4a3431', stroke_width=6,
           stroke_linecap='round')
    pinks = ['#f7b6c8', '#f4a3bb', '#fbd0dc', '#ee8fab', '#ffe3ea']
    for cx, cy, n, sp in [(690, 70, 60, 90), (620, 30, 30, 60), (740, 160, 30, 50), (80, 90, 40, 70), (120, 30, 25, 45)]:
        for _ in range(n):
            a, d = r.uniform(0, 6.28), r.uniform(0, sp)
            s.circle(cx + d * math.cos(a), cy + d * math.sin(a) * 0.6, r.uniform(6, 13), r.choice(pinks), opacity=0.95)
    for _ in range(40):
        s.ellipse(r.uniform(0, 800), r.uniform(120, 590), 3, 1.8, r.choice(pinks))
    return s


def machu_picchu():
    s = Svg(seed=33)
    s.sky([(0, '#8ec3e6'), (0.7, '#d6ebf3'), (1, '#eef6f4')])
    s.cloud(160, 90, 1.1, op=0.7)
    s.cloud(690, 150, 0.8, op=0.6)
    s.ridge(300, 70, '#a9c4c4', depth=6, rough=0.6)
    s.rect(0, 270, 800, 120, s.lin([(0, '#ffffff', 0), (0.6, '#ffffff', 0.75), (1, '#ffffff', 0)]))
    s.ridge(360, 60, '#86aa9b', depth=6, rough=0.6)
    # Huayna Picchu and Huchuy Picchu
    s.path('M390,470C450,390 480,150 556,112C612,96 636,200 660,300C680,380 730,430 800,450L800,470Z', '#3f7a52')
    s.path('M556,112C612,96 636,200 660,300C680,380 730,430 800,450L800,470L640,470C650,360 610,190 556,112Z', '#2f6142')
    s.path('M360,470C390,430 420,400 450,398C480,396 500,440 520,470Z', '#4f8a5e')
    # Machu Picchu mountain on the left
    s.path('M0,120C70,150 150,250 230,360C260,400 300,440 330,470L0,470Z', '#4a865a')
    s.path('M0,120C70,150 150,250 230,360C200,330 120,260 0,230Z', '#5e9a67')
    for y, op in [(380, 0.65), (300, 0.45)]:
        s.ellipse(560, y, 260, 18, '#ffffff', opacity=op)
        s.ellipse(200, y + 40, 200, 14, '#ffffff', opacity=op * 0.8)
    # saddle with terraces
    s.path('M0,470C200,440 500,440 800,470L800,600L0,600Z', '#7db06a')
    r = s.rng
    for i in range(7):
        y = 480 + i * 17
        x0 = 40 + i * 12
        s.path(f'M{x0},{y}C200,{y - 10} 600,{y - 10} {800},{y + 4}L800,{y + 9}C600,{y - 2} 200,{y - 2} {x0},{y + 9}Z', '#a69e8f')
        s.path(f'M{x0},{y - 3}C200,{y - 13} 600,{y - 13} 800,{y + 1}L800,{y + 4}C600,{y - 10} 200,{y - 10} {x0},{y}Z', '#9cc97c')
    # stone buildings
    for bx, by, w, h, roof in [(110, 468, 60, 34, False), (190, 462, 80, 40, True), (290, 458, 54, 32, False),
                               (360, 457, 90, 38, False), (470, 458, 60, 34, True), (550, 462, 70, 36, False),
                               (640, 466, 56, 30, False), (715, 472, 70, 34, False)]:
        s.rect(bx, by - h, w, h, '#b9b0a0')
        s.rect(bx + w - 8, by - h, 8, h, '#978e80')
        for k in range(int(w // 22)):
            dx = bx + 8 + k * 22
            s.poly([(dx, by), (dx + 3, by - h * 0.6), (dx + 9, by - h * 0.6), (dx + 12, by)], '#5d554b')
        if roof:
            s.poly([(bx - 6, by - h), (bx + w / 2, by - h - 28), (bx + w + 6, by - h)], '#c9a15b')
            s.poly([(bx + w / 2, by - h - 28), (bx + w + 6, by - h), (bx + w / 2, by - h)], '#b08945')
        else:
            s.poly([(bx, by - h), (bx + 10, by - h - 14), (bx + 20, by - h)], '#b9b0a0')
    # llama
    lc, ls = '#f6efe3', '#d8ccb6'
    for lx in (648, 656, 684, 692):
        s.rect(lx, 548, 5, 30, ls if lx in (656, 692) else lc)
    s.ellipse(670, 546, 30, 14, lc)
    s.ellipse(642, 540, 6, 4, lc)
    s.poly([(686, 546), (692, 500), (704, 500), (702, 550)], lc)
    s.ellipse(704, 500, 12, 7, lc)
    s.poly([(693, 496), (694, 482), (699, 494)], ls)
    s.poly([(699, 495), (702, 481), (705, 494)], lc)
    s.circle(706, 498, 1.6, '#3a2f28')
    s.path('M660,536Q670,530 680,536L680,552Q670,556 660,552Z', '#c0392b')
    return s


def banff():
    s = Svg(seed=44)
    s.sky([(0, '#3f8fd6'), (0.6, '#a8d3f0'), (1, '#e1f1fa')], y2=430)
    s.cloud(150, 110, 1.0, op=0.85)
    s.cloud(620, 70, 0.7, op=0.75)
    back = [(0, 330), (60, 250), (110, 300), (170, 190), (230, 280), (290, 215), (330, 260), (400, 150), (470, 270),
            (540, 200), (600, 280), (660, 170), (730, 260), (800, 220)]
    s.peaks(back, '#9aabc3', shade='#8497b2', snow='#f4f7fb', bottom=430)
    front = [(0, 360), (80, 300), (130, 340), (210, 250), (280, 350), (350, 300), (420, 370), (520, 330), (600, 380),
             (680, 290), (760, 360), (800, 330)]
    s.peaks(front, '#66778f', shade='#525f76', snow='#eef3f9', bottom=430, snow_t=0.22)
    s.path(smooth_d([(0, 400), (120, 390), (260, 405), (400, 395), (560, 408), (700, 392), (800, 400)], 432), '#2f5d50')
    s.rect(0, 428, 800, 172, s.lin([(0, '#45c7c9'), (0.5, '#26a7b3'), (1, '#17808f')]))
    # reflection of the range
    s.g(transform='translate(0,858) scale(1,-1)', opacity=0.18)
    s.path('M' + 'L'.join(f'{x},{y}' for x, y in front) + 'L800,430L0,430Z', '#203a4d')
    s.end()
    s.waves(440, 600, '#ffffff', n=45, op=0.25)
    s.forest(0, 800, 432, 14, 26, ['#1d4a3e', '#24564a', '#173d33'], 110, jitter=3)
    # canoe
    s.path('M430,512Q470,524 520,512L512,520Q470,528 438,520Z', '#d9432f')
    s.circle(470, 505, 5, '#f2c14e')
    s.rect(466, 508, 8, 8, '#f2c14e')
    s.line(452, 500, 492, 526, '#6b4a2f', 2.5)
    # foreground boulders and big pines
    for x, y, rx, ry, c in [(60, 590, 120, 50, '#7d838e'), (170, 600, 90, 40, '#8d939e'), (30, 560, 60, 34, '#9aa0aa')]:
        s.ellipse(x, y, rx, ry, c)
    for x, y, h in [(720, 610, 240), (780, 620, 300), (650, 620, 170), (20, 520, 200), (90, 560, 150)]:
        s.pine(x, y, h, '#133a30', trunk='#3a2b22')
    return s


def marrakech():
    s = Svg(seed=55)
    s.sky([(0, '#5b4a8b'), (0.45, '#d9677a'), (0.8, '#f4a261'), (1, '#f8c77e')])
    s.crescent(150, 110, 26, '#fff2d2')
    s.stars(25, 200, '#fff6e0')
    atlas = [(0, 400), (90, 360), (150, 385), (250, 330), (330, 380), (430, 345), (520, 390), (640, 335), (720, 370), (800, 350)]
    s.peaks(atlas, '#b77c9b', snow='#f6dbe6', bottom=460)
    s.rect(0, 430, 800, 40, '#d98c6c')
    # Koutoubia minaret
    x, top, base, w = 560, 170, 470, 72
    s.rect(x - w / 2, top, w, base - top, '#c9744d')
    s.rect(x + w / 2 - 16, top, 16, base - top, '#a75a3a')
    for yy in (250, 330, 400):
        s.path(f'M{x - 12},{yy + 30}L{x - 12},{yy + 8}Q{x},{yy - 6} {x + 12},{yy + 8}L{x + 12},{yy + 30}Z', '#7a3a26')
    s.rect(x - w / 2, top + 18, w, 10, '#3aa6a0')
    for k in range(5):
        s.rect(x - w / 2 + 2 + k * 15, top - 12, 9, 12, '#c9744d')
    s.rect(x - 16, top - 60, 32, 50, '#c9744d')
    s.rect(x + 6, top - 60, 10, 50, '#a75a3a')
    s.path(f'M{x - 18},{top - 60}A18,14 0 0 1 {x + 18},{top - 60}Z', '#b86a44')
    s.line(x, top - 74, x, top - 112, '#7a5a2a', 2.5)
    for k, rr in enumerate((6, 5, 4)):
        s.circle(x, top - 82 - k * 11, rr, '#f4c542')
    # rooftops
    r = s.rng
    xx = -10
    while xx < 800:
        w2, h2 = r.uniform(50, 110), r.uniform(20, 60)
        s.rect(xx, 480 - h2, w2, h2 + 10, r.choice(['#e2a07a', '#d98f68', '#eab08a']))
        s.rect(xx + 10, 480 - h2 + 8, 8, 10, '#7a3a26', opacity=0.6)
        xx += w2 - 4
    for px, h, lean in [(90, 230, -20), (150, 180, 25), (700, 220, 15), (760, 170, -18), (420, 160, -12)]:
        s.palm(px, 500, h, lean, trunk='#5b3b2c', leaf='#2f5f45', leaf2='#3d7455')
    # medina wall with gate
    s.rect(0, 500, 800, 100, '#d27c52')
    for k in range(0, 800, 28):
        s.rect(k, 488, 16, 14, '#d27c52')
    s.rect(0, 500, 800, 8, '#b8653f')
    s.path('M200,600L200,520Q200,470 250,462Q300,470 300,520L300,600Z', '#e4a779')
    s.path('M216,600L216,528Q216,488 250,482Q284,488 284,528L284,600Z', '#5a2e22')
    for k in range(0, 800, 60):
        s.rect(k + 20, 540, 10, 6, '#b8653f', opacity=0.5)
    # lanterns
    for lx in (330, 380):
        s.line(lx, 500, lx, 520, '#3b2a20', 1.5)
        s.path(f'M{lx - 7},{520}L{lx + 7},{520}L{lx + 5},{538}L{lx - 5},{538}Z', '#f4c542')
    return s


def balloon(s, x, y, r, c1, c2, op=1.0):
    env = (f'M{x - r},{y}C{x - r},{y - 1.35 * r} {x + r},{y - 1.35 * r} {x + r},{y}'
           f'C{x + r},{y + 0.55 * r} {x + 0.35 * r},{y + 0.95 * r} {x + 0.28 * r},{y + 1.15 * r}'
           f'L{x - 0.28 * r},{y + 1.15 * r}C{x - 0.35 * r},{y + 0.95 * r} {x - r},{y + 0.55 * r} {x - r},{y}Z')
    s.g(opacity=op)
    s.path(env, c1)
    s.path(env, c2, transform=f'translate({x},0) scale(0.62,1) translate({-x},0)')
    s.path(env, c1, transform=f'translate({x},0) scale(0.25,1) translate({-x},0)')
    s.path(env, '#000', opacity=0.12, transform=f'translate({x + r * 0.55},0) scale(0.45,1) translate({-x},0)')
    s.line(x - 0.28 * r, y + 1.15 * r, x - 0.16 * r, y + 1.4 * r, '#4a3728', max(0.8, r * 0.03))
    s.line(x + 0.28 * r, y + 1.15 * r, x + 0.16 * r, y + 1.4 * r, '#4a3728', max(0.8, r * 0.03))
    s.rect(x - 0.17 * r, y + 1.38 * r, 0.34 * r, 0.24 * r, '#6b4a2f')
    s.end()


def chimney(s, x, base, h, w, col, cap, shade):
    s.path(f'M{x - w},{base}Q{x - w * 0.45},{base - h * 0.45} {x - w * 0.28},{base - h}L{x + w * 0.28},{base - h}'
           f'Q{x + w * 0.45},{base - h * 0.45} {x + w},{base}Z', col)
    s.path(f'M{x + w * 0.1},{base - h}L{x + w * 0.28},{base - h}Q{x + w * 0.45},{base - h * 0.45} {x + w},{base}'
           f'L{x + w * 0.35},{base}Z', shade)
    s.path(f'M{x - w * 0.42},{base - h + 2}Q{x},{base - h - w * 0.75} {x + w * 0.42},{base - h + 2}Z', cap)
    s.path(f'M{x - 4},{base - h * 0.45}L{x - 4},{base - h * 0.5}Q{x},{base - h * 0.55} {x + 4},{base - h * 0.5}L{x + 4},{base - h * 0.45}Z', '#5b3a2e')


def cappadocia():
    s = Svg(seed=66)
    s.sky([(0, '#86b3dc'), (0.5, '#f4cbc0'), (1, '#fde3c4')])
    s.sun(150, 380, 40, '#fff3d4', glow='#ffd3a1')
    for (x, y, r, c1, c2, op) in [(620, 110, 46, '#e63946', '#ffd166', 1), (420, 210, 30, '#2a9d8f', '#f1faee', 0.95),
                                  (250, 120, 24, '#ff8c42', '#6a4c93', 0.9), (720, 260, 20, '#3d5a80', '#ee6c4d', 0.85),
                                  (540, 300, 16, '#f4a261', '#264653', 0.8), (90, 230, 14, '#8e5572', '#f2cc8f', 0.75),
                                  (340, 60, 13, '#06d6a0', '#118ab2', 0.7), (470, 90, 10, '#ef476f', '#ffd166', 0.65)]:
        balloon(s, x, y, r, c1, c2, op)
    s.path(smooth_d([(0, 390), (120, 380), (260, 384), (380, 370), (520, 378), (660, 366), (800, 374)], 600), '#dcb1a0')
    s.path(smooth_d([(0, 430), (140, 420), (300, 436), (460, 418), (620, 430), (800, 420)], 600), '#cf9a7f')
    r = s.rng
    for _ in range(26):
        x = r.uniform(0, 800)
        chimney(s, x, 450 + r.uniform(-8, 8), r.uniform(40, 80), r.uniform(12, 20), '#e3b497', '#8c5a48', '#cf9a7f')
    s.path(smooth_d([(0, 470), (160, 455), (330, 472), (500, 458), (680, 474), (800, 462)], 600), '#c48566')
    for x, h, w in [(70, 200, 46), (160, 150, 38), (250, 230, 50), (600, 170, 42), (700, 240, 54), (770, 150, 36)]:
        chimney(s, x, 560, h, w, '#edc2a4', '#7b4a3a', '#d39c7c')
    s.path(smooth_d([(0, 560), (200, 548), (400, 566), (600, 552), (800, 562)], 600), '#a96a50')
    for _ in range(14):
        s.blob_tree(r.uniform(300, 560), r.uniform(560, 600), r.uniform(8, 14), '#6f8a4a', trunk='#5a3f30')
    return s


def bali():
    s = Svg(seed=77)
    s.sky([(0, '#7ec4e8'), (0.6, '#cfe9ee'), (1, '#fdf0d5')])
    s.sun(640, 120, 34, '#fffbe8', glow='#fff1c2')
    s.cloud(200, 120, 1.0, op=0.8)
    # Mount Agung
    s.path('M180,360L420,150Q440,140 460,150L700,360Z', '#8aa1c0')
    s.path('M440,146Q452,142 460,150L700,360L520,360Z', '#7389aa')
    s.path('M404,164L420,150Q440,140 460,150L478,164L462,172L446,162L430,174Z', '#c6d3e4')
    s.hills(360, 16, '#6f9b6c', n=4)
    r = s.rng
    for x in range(10, 800, 46):
        s.palm(x + r.uniform(-10, 10), 372, r.uniform(60, 90), r.uniform(-12, 12), trunk='#4e5e40', leaf='#3f6b45', s=0.55)
    greens = ['#b5d86a', '#9ccc4f', '#86bb45', '#a8cf5e', '#76ad3c', '#8fc24a', '#6a9e36', '#7fb340', '#5f9030']
    for i in range(10):
        y0 = 370 + i * 25
        pts = []
        for k in range(17):
            x = k * 50
            y = y0 + 16 * math.sin(x / 130 + i * 0.55) + 6 * math.sin(x / 47 + i)
            pts.append((x, y))
        s.path(smooth_d(pts, 600), greens[i % len(greens)])
        s.path(smooth_d(pts), 'none', stroke='#e4f2b8', stroke_width=2.2, opacity=0.8)
    # hut on the terraces
    s.rect(565, 470, 4, 30, '#5a3a28')
    s.rect(611, 470, 4, 30, '#5a3a28')
    s.path('M548,474L590,440L632,474Z', '#8a5a33')
    s.path('M590,440L632,474L605,474Z', '#714a2b')
    for px, h, lean in [(90, 300, 30), (720, 260, -25), (760, 200, 20)]:
        s.palm(px, 620, h, lean, trunk='#5b4330', leaf='#2f6d3e', leaf2='#3f8a4e')
    return s


def cape_town():
    s = Svg(seed=88)
    s.sky([(0, '#3d97da'), (0.7, '#a7d5f2'), (1, '#dff0fa')])
    s.cloud(700, 90, 0.8, op=0.7)
    # Devil's Peak, Table Mountain, Lion's Head, Signal Hill
    mtn = 'M0,420L0,300L40,250L80,215L120,240L150,208L540,200L575,240L600,300L630,330L660,300L690,250L710,238L735,262L770,340L800,360L800,470L0,470Z'
    s.path(mtn, '#5f7091')
    for x in range(170, 540, 26):
        s.path(f'M{x},204L{x + 6},290L{x - 3},350L{x - 8},290Z', '#50607f', opacity=0.45)
    s.path('M540,200L575,240L600,300L630,330L560,330Z', '#50607f')
    s.path('M0,380C150,360 300,385 450,370C560,360 680,380 800,372L800,470L0,470Z', '#6f8f5d')
    # tablecloth cloud
    s.path('M140,206C170,180 220,188 260,186C300,176 360,184 400,182C450,176 510,184 548,200'
           'C552,214 540,226 530,222C522,236 506,228 498,240C484,250 470,232 460,240C440,236 420,244 400,236'
           'C380,246 360,238 340,242C320,236 300,246 280,238C260,244 240,232 220,240C200,232 180,238 166,228'
           'C150,232 136,220 140,206Z', '#ffffff', opacity=0.93)
    # city
    r = s.rng
    x = 0
    while x < 800:
        w, h = r.uniform(18, 44), r.uniform(16, 70) if 250 < x < 560 else r.uniform(10, 34)
        s.rect(x, 470 - h, w, h, r.choice(['#f1f1ec', '#e3e6ea', '#d4d9e0', '#f4e5cf', '#c7ced8']))
        for wy in range(int(470 - h + 6), 466, 8):
            s.rect(x + 4, wy, w - 8, 2.4, '#8a97a8', opacity=0.45)
        x += w + r.uniform(0, 4)
    s.rect(0, 468, 800, 132, s.lin([(0, '#2584bf'), (1, '#0d4a7a')]))
    s.waves(475, 600, '#ffffff', n=45, op=0.22)
    for bx, by, k in [(240, 520, 1.0), (560, 555, 1.3), (420, 495, 0.6)]:
        s.path(f'M{bx - 26 * k},{by}L{bx + 26 * k},{by}L{bx + 18 * k},{by + 8 * k}L{bx - 20 * k},{by + 8 * k}Z', '#ffffff')
        s.poly([(bx, by - 2), (bx, by - 52 * k), (bx + 24 * k, by - 2)], '#fdfdfb')
        s.poly([(bx - 3 * k, by - 2), (bx - 3 * k, by - 40 * k), (bx - 20 * k, by - 2)], '#f0c419')
    s.birds(120, 130, 1.2, '#2d3a4a', 4)
    return s


def reykjavik():
    s = Svg(seed=99)
    s.sky([(0, '#081330'), (0.5, '#13294f'), (1, '#26457a')])
    s.stars(120, 380)
    bl = s.blur(9)
    for (y, amp, c, op) in [(150, 40, '#5cf2a5', 0.75), (200, 30, '#3ddbd9', 0.55), (120, 25, '#a78bfa', 0.35)]:
        top = [(x, y + amp * math.sin(x / 120 + y) - 60) for x in range(-40, 880, 80)]
        bot = [(x, y + amp * math.sin(x / 120 + y) + 40) for x in range(-40, 880, 80)]
        d = smooth_d(top) + 'L' + smooth_d(bot[::-1])[1:] + 'Z'
        s.path(d, s.lin([(0, c, 0), (0.7, c, op), (1, c, 0)]), filter=bl)
    s.ridge(360, 40, '#1e3158', depth=6, rough=0.5, bottom=440)
    s.path('M0,360L800,360L800,440L0,440Z', '#15284a', opacity=0.3)
    s.rect(0, 390, 800, 50, s.lin([(0, '#17305a'), (1, '#0e2042')]))
    s.glitter(360, 392, 436, 60, '#5cf2a5', n=8, op=0.35)
    s.path(smooth_d([(0, 440), (200, 430), (420, 446), (600, 432), (800, 442)], 600), '#dbe4f1')
    # Hallgrimskirkja
    cx, base = 400, 470
    steps = [(36, 300), (58, 340), (80, 370), (100, 395), (118, 420), (134, 440)]
    for hw, y in steps[::-1]:
        s.rect(cx - hw, y, hw * 2, base - y, '#c4ccd8')
        s.rect(cx + hw - 10, y, 10, base - y, '#97a2b6')
        s.rect(cx - hw, y, 10, base - y, '#aab3c4')
    s.rect(cx - 24, 150, 48, 320, '#d2d8e2')
    s.rect(cx + 12, 150, 12, 320, '#a4aec0')
    s.poly([(cx - 24, 150), (cx, 92), (cx + 24, 150)], '#d2d8e2')
    s.poly([(cx, 92), (cx + 24, 150), (cx + 8, 150)], '#a4aec0')
    s.line(cx, 92, cx, 70, '#d2d8e2', 3)
    s.circle(cx, 180, 7, '#2b3a55')
    s.path(f'M{cx - 12},{base}L{cx - 12},{base - 40}Q{cx},{base - 56} {cx + 12},{base - 40}L{cx + 12},{base}Z', '#ffcf7a')
    # colourful houses
    r = s.rng
    for x0, x1 in [(-10, 250), (555, 810)]:
        x = x0
        while x < x1:
            w, h = r.uniform(50, 70), r.uniform(40, 60)
            y = 500 + r.uniform(-10, 20)
            col = r.choice(['#c0392b', '#f1c40f', '#2e86c1', '#e67e22', '#16a085', '#ecf0f1'])
            s.rect(x, y - h, w, h + 40, col)
            s.poly([(x - 5, y - h), (x + w / 2, y - h - 26), (x + w + 5, y - h)], '#2b2f3a')
            s.poly([(x - 5, y - h), (x + w / 2, y - h - 26), (x + w / 2, y - h - 18), (x + 4, y - h)], '#f2f6fb')
            for k in range(2):
                s.rect(x + 10 + k * (w - 30), y - h + 14, 12, 14, '#ffd27a')
            x += w + r.uniform(4, 16)
    s.path(smooth_d([(0, 560), (200, 550), (420, 566), (620, 552), (800, 560)], 600), '#eef3f9')
    return s


def amalfi():
    s = Svg(seed=111)
    s.sky([(0, '#4d9fe0'), (0.7, '#b9e0f6'), (1, '#e7f5fb')])
    s.sun(700, 90, 30, '#fffbe6', glow='#fff4c4')
    s.path(smooth_d([(430, 330), (520, 290), (620, 250), (700, 230), (760, 250), (800, 240)], 360), '#9bb3c9')
    s.rect(0, 340, 800, 260, s.lin([(0, '#2aa9c9'), (1, '#0b5a8a')]))
    s.waves(350, 600, '#ffffff', n=40, op=0.22)
    cliff = 'M0,60C80,80 160,130 240,190C320,250 400,330 470,400C500,430 520,470 520,600L0,600Z'
    s.path(cliff, '#7d9a5a')
    s.path('M0,200C100,230 200,300 300,380C360,430 420,470 450,600L0,600Z', '#6d8a4e')
    s.path('M470,400C500,430 520,470 520,600L470,600C480,520 470,460 440,420Z', '#9a8a78')
    r = s.rng
    pal = ['#f7c8a0', '#f4a6a6', '#ffe3a3', '#fdf6e3', '#f9d7b9', '#e8b4b8', '#fbe2c8', '#f6b98f']
    for row in range(12):
        y = 130 + row * 30
        xs = 20 + row * 20
        xe = 150 + row * 30
        x = xs + r.uniform(-10, 10)
        while x < xe:
            w, h = r.uniform(22, 40), r.uniform(24, 34)
            s.rect(x, y - h, w, h, r.choice(pal))
            s.rect(x + w - 5, y - h, 5, h, '#000', opacity=0.08)
            s.rect(x, y - h - 3, w, 3, '#ffffff', opacity=0.7)
            for k in range(int(w // 12)):
                s.rect(x + 4 + k * 12, y - h + 8, 5, 8, '#3f5f6f', opacity=0.75)
            x += w + r.uniform(0, 6)
    # church with majolica dome
    dx, dy = 360, 470
    s.rect(dx - 40, dy - 40, 80, 40, '#fdf6e3')
    s.rect(dx - 24, dy - 56, 48, 18, '#fdf6e3')
    s.path(f'M{dx - 26},{dy - 56}C{dx - 26},{dy - 96} {dx + 26},{dy - 96} {dx + 26},{dy - 56}Z', '#2f8f5b')
    for k in range(-2, 3):
        s.path(f'M{dx + k * 9},{dy - 56}Q{dx + k * 6},{dy - 80} {dx},{dy - 86}', 'none',
               stroke='#f2c14e' if k % 2 else '#2b6cb0', stroke_width=3.5)
    s.rect(dx - 2, dy - 100, 4, 14, '#f2c14e')
    s.rect(dx + 44, dy - 80, 20, 80, '#fdf6e3')
    s.path(f'M{dx + 42},{dy - 80}L{dx + 54},{dy - 96}L{dx + 66},{dy - 80}Z', '#c0703c')
    # beach and umbrellas
    s.path('M240,480C320,470 420,472 500,490L510,510C420,500 320,498 220,510Z', '#d9cbb8')
    for k in range(8):
        ux = 270 + k * 28
        s.line(ux, 492, ux, 478, '#6b4a2f', 1.5)
        s.path(f'M{ux - 11},{480}Q{ux},{466} {ux + 11},{480}Z', '#f08a24' if k % 2 else '#e85d3a')
    for bx, by, k in [(560, 470, 1.0), (650, 520, 1.4), (600, 420, 0.7)]:
        s.path(f'M{bx - 20 * k},{by}L{bx + 22 * k},{by}L{bx + 14 * k},{by + 8 * k}L{bx - 16 * k},{by + 8 * k}Z', '#ffffff')
        s.rect(bx - 6 * k, by - 7 * k, 12 * k, 7 * k, '#e8eef3')
        s.path(f'M{bx - 24 * k},{by + 12 * k}L{bx + 36 * k},{by + 12 * k}', 'none', stroke='#ffffff', stroke_width=1.5, opacity=0.6)
    # lemon branch
    s.path('M800,330C760,360 720,380 690,420', 'none', stroke='#5b4330', stroke_width=6)
    for lx, ly, a in [(760, 340, 30), (735, 372, -20), (712, 392, 40), (785, 380, -35), (700, 430, 10), (750, 410, 60)]:
        s.ellipse(lx, ly, 22, 9, '#3f7d3a', transform=f'rotate({a} {lx} {ly})')
    for lx, ly in [(742, 392), (768, 360), (716, 418)]:
        s.ellipse(lx, ly, 12, 9, '#f6d32d')
        s.ellipse(lx - 3, ly - 3, 4, 3, '#fff3a1')
    return s


def petra():
    s = Svg(seed=121)
    s.rect(0, 0, 800, 600, s.lin([(0, '#f4d6ad'), (1, '#f0c49a')]))
    s.rect(0, 0, 800, 600, '#d98f6a')
    # lit rock face with the Treasury
    s.rect(200, 0, 420, 600, s.lin([(0, '#e9a882'), (1, '#d9906c')]))
    x = 410
    s.rect(x - 110, 520, 220, 80, '#c77b58')
    s.rect(x - 100, 360, 200, 160, '#edb18d')
    for k in range(6):
        cx = x - 88 + k * 35
        s.rect(cx - 7, 372, 14, 148, '#f6c7a3')
        s.rect(cx + 3, 372, 4, 148, '#cf8d6b')
        s.rect(cx - 10, 366, 20, 8, '#d99a77')
    s.rect(x - 110, 348, 220, 18, '#d99a77')
    s.poly([(x - 80, 348), (x, 312), (x + 80, 348)], '#e7a885')
    s.poly([(x - 66, 344), (x, 318), (x + 66, 344)], '#cf8d6b')
    s.rect(x - 18, 430, 36, 90, '#5c2e22')
    s.rect(x - 110, 300, 220, 10, '#d99a77')
    # upper storey: tholos and half pediments
    s.rect(x - 110, 200, 50, 100, '#edb18d')
    s.rect(x + 60, 200, 50, 100, '#edb18d')
    s.poly([(x - 116, 204), (x - 60, 176), (x - 60, 204)], '#e7a885')
    s.poly([(x + 116, 204), (x + 60, 176), (x + 60, 204)], '#e7a885')
    s.rect(x - 30, 200, 60, 100, '#f2bd98')
    s.rect(x + 14, 200, 16, 100, '#d99a77')
    s.poly([(x - 34, 200), (x, 150), (x + 34, 200)], '#e7a885')
    s.ellipse(x, 140, 9, 12, '#e7a885')
    for cx in (x - 100, x - 70, x - 22, x + 22, x + 70, x + 100):
        s.rect(cx - 4, 210, 8, 90, '#f6c7a3')
    s.rect(x - 110, 200, 220, 6, '#cf8d6b', opacity=0.6)
    # Siq walls framing the view
    r = s.rng
    left = [(0, 0), (230, 0)]
    y = 0
    while y < 600:
        y += r.uniform(30, 60)
        left.append((230 + r.uniform(-30, 30) + (y / 600) * 40, y))
    left += [(0, 600)]
    right = [(800, 0), (590, 0)]
    y = 0
    while y < 600:
        y += r.uniform(30, 60)
        right.append((590 + r.uniform(-30, 30) - (y / 600) * 30, y))
    right += [(800, 600)]
    s.poly(left, s.lin([(0, '#5c2219'), (1, '#8e3b2a')], 0, 0, 1, 0))
    s.poly(right, s.lin([(0, '#8e3b2a'), (1, '#5c2219')], 0, 0, 1, 0))
    for k in range(10):
        yy = 40 + k * 58
        s.path(f'M0,{yy}C80,{yy + 12} 160,{yy - 10} 230,{yy + 6}', 'none', stroke='#b4553c', stroke_width=3, opacity=0.45)
        s.path(f'M800,{yy + 20}C720,{yy + 8} 650,{yy + 28} 600,{yy + 14}', 'none', stroke='#b4553c', stroke_width=3, opacity=0.45)
    # sandy floor and light
    s.path('M150,600C250,560 560,555 660,600Z', '#f2c79c')
    s.path('M330,0L490,0L560,600L260,600Z', '#fff3dc', opacity=0.08)
    # camel and rider silhouettes
    cm = '#4a2018'
    s.path('M470,575L472,552C466,548 468,540 476,538C482,532 492,532 498,538C506,536 512,540 514,548L522,536L524,528L532,528'
           'L530,540L516,556L516,575L512,575L510,558L484,558L482,575L478,575L476,560Z', cm)
    s.rect(300, 545, 6, 30, cm)
    s.circle(303, 540, 5, cm)
    return s


def queenstown():
    s = Svg(seed=131)
    s.sky([(0, '#3b3567'), (0.45, '#8d5b8a'), (0.8, '#e0877f'), (1, '#f7b58e')], y2=400)
    s.sun(210, 355, 26, '#ffe3b0', glow='#ffb38a')
    s.cloud(560, 110, 1.2, fill='#f6b6a4', op=0.45)
    rem = [(300, 380), (360, 300), (400, 330), (450, 220), (490, 280), (530, 200), (570, 260), (610, 190), (650, 250),
           (700, 210), (750, 280), (800, 250)]
    s.peaks(rem, '#5a4c7c', shade='#463b66', snow='#f4e4ee', bottom=400, snow_t=0.3)
    s.path(smooth_d([(0, 330), (90, 310), (180, 340), (260, 360), (340, 390)], 400), '#3b3f63')
    s.path(smooth_d([(0, 380), (200, 370), (400, 392), (600, 380), (800, 388)], 402), '#2f3456')
    r = s.rng
    for _ in range(30):
        s.circle(r.uniform(20, 780), r.uniform(384, 396), 1.5, '#ffd58a')
    s.rect(0, 400, 800, 200, s.lin([(0, '#4a4f86'), (0.5, '#2f3c70'), (1, '#1c2a55')]))
    s.glitter(210, 402, 520, 80, '#ffc9a0', n=14, op=0.6)
    s.waves(410, 600, '#f7b58e', n=40, op=0.2)
    # TSS Earnslaw
    bx, by = 470, 470
    s.path(f'M{bx - 70},{by}L{bx + 80},{by}L{bx + 66},{by + 16}L{bx - 62},{by + 16}Z', '#f4f1ea')
    s.rect(bx - 70, by + 10, 150, 6, '#2b2b35')
    s.rect(bx - 46, by - 16, 96, 16, '#f4f1ea')
    for k in range(8):
        s.rect(bx - 40 + k * 11, by - 12, 6, 6, '#3d4a6b')
    s.rect(bx - 6, by - 44, 14, 28, '#c0392b')
    s.rect(bx - 6, by - 44, 14, 6, '#2b2b35')
    s.circle(bx + 8, by - 58, 12, '#d8d0d6', opacity=0.6)
    s.circle(bx + 26, by - 70, 16, '#d8d0d6', opacity=0.45)
    s.circle(bx + 50, by - 80, 20, '#d8d0d6', opacity=0.3)
    # shore with autumn poplars
    s.path(smooth_d([(0, 520), (150, 510), (300, 540), (360, 600)], 600), '#2d4a3a')
    for px, h in [(30, 230), (70, 260), (110, 210), (150, 240), (195, 190), (240, 170)]:
        s.rect(px - 3, 535 - 30, 6, 40, '#4a3426')
        s.ellipse(px, 535 - 30 - h / 2 + 10, 20, h / 2, r.choice(['#f2b134', '#e89b2c', '#f6c453']))
        s.ellipse(px + 6, 535 - 30 - h / 2 + 20, 10, h / 2.5, '#c97a1e', opacity=0.45)
    s.path(smooth_d([(0, 560), (200, 550), (330, 580), (380, 600)], 600), '#22392d')
    return s


SERVICES = {
    'santorini-greece': santorini,
    'kyoto-japan': kyoto,
    'machu-picchu-peru': machu_picchu,
    'banff-canada': banff,
    'marrakech-morocco': marrakech,
    'cappadocia-turkiye': cappadocia,
    'bali-indonesia': bali,
    'cape-town-south-africa': cape_town,
    'reykjavik-iceland': reykjavik,
    'amalfi-coast-italy': amalfi,
    'petra-jordan': petra,
    'queenstown-new-zealand': queenstown,
}

"""Place photos for Africa (800x600 artboards): Marrakech and Cape Town extras, the Serengeti, Giza, Victoria Falls."""

from lib import Svg, smooth_d
from motifs import acacia, camel, elephant, giraffe, person, place, reflect, wave_lines, wildebeest


def food_stall(s, cx, base, w, h, bl):
    s.ellipse(cx, base - h * 0.4, w * 0.75, h * 0.7, s.rad([(0, '#ffb35a', 0.55), (1, '#ffb35a', 0)]))
    for k in range(3):
        s.ellipse(cx - w * 0.25 + k * w * 0.25, base - h - 40 - k * 12, w * 0.16, 26, '#f4e6dc', opacity=0.35, filter=bl)
    for px in (cx - w / 2 + 6, cx + w / 2 - 6):
        s.rect(px - 2, base - h, 4, h, '#2a1a1a')
    s.path(f'M{cx - w / 2 - 12},{base - h}L{cx - w / 2 + 8},{base - h - 24}L{cx + w / 2 - 8},{base - h - 24}'
           f'L{cx + w / 2 + 12},{base - h}Z', '#f3e6d0')
    s.rect(cx - w / 2 - 12, base - h, w + 24, 5, '#d9c4a4')
    for k in range(9):
        bx = cx - w / 2 + w * k / 8
        s.circle(bx, base - h + 12 + 6 * (1 - ((k - 4) / 4) ** 2), 2.6, '#ffe08a')
    s.rect(cx - w / 2, base - h * 0.42, w, h * 0.42, '#6e3526')
    s.rect(cx - w / 2, base - h * 0.42, w, 6, '#ffd089')
    r = s.rng
    for k in range(int(w // 26)):
        tx = cx - w / 2 + 14 + k * 26
        s.poly([(tx - 9, base - h * 0.42), (tx, base - h * 0.42 - 16), (tx + 9, base - h * 0.42)],
               r.choice(['#c0582f', '#a4472a', '#d9763c']))


def marrakech_night():
    s = Svg(seed=501)
    s.sky([(0, '#17193f'), (0.45, '#3b2f6b'), (0.78, '#b4587a'), (1, '#f0935f')], y2=392)
    s.stars(40, 200, '#fff3d6')
    s.crescent(640, 90, 20, '#fff2d2')
    r = s.rng
    x = -10
    while x < 810:
        w, h = r.uniform(40, 90), r.uniform(14, 40)
        s.rect(x, 390 - h, w, h + 10, '#3a2546')
        x += w - 2
    kx = 170
    s.rect(kx - 24, 196, 48, 200, '#4a2c44')
    s.rect(kx - 24, 214, 48, 6, '#5e3a55')
    for k in range(4):
        s.rect(kx - 22 + k * 13, 186, 8, 10, '#4a2c44')
    s.rect(kx - 10, 160, 20, 30, '#4a2c44')
    s.path(f'M{kx - 11},160A11,9 0 0 1 {kx + 11},160Z', '#4a2c44')
    s.line(kx, 150, kx, 128, '#7a5a3a', 2)
    for k, rr in enumerate((4, 3.4, 2.8)):
        s.circle(kx, 146 - k * 8, rr, '#e8b04a')
    for yy in (250, 310):
        s.path(f'M{kx - 6},{yy + 20}L{kx - 6},{yy + 6}Q{kx},{yy - 2} {kx + 6},{yy + 6}L{kx + 6},{yy + 20}Z', '#ffb45a', opacity=0.8)
    s.rect(0, 390, 800, 210, s.lin([(0, '#5a3040'), (1, '#24161f')]))
    bl = s.blur(10)
    for cx in (60, 230, 400, 570, 740):
        food_stall(s, cx, 420, 130, 56, bl)
    for cx in (130, 400, 670):
        food_stall(s, cx, 520, 230, 96, bl)
    # orange-juice cart
    s.rect(600, 540, 150, 40, '#2f7d4f')
    s.rect(600, 536, 150, 6, '#e8d4a0')
    for row in range(4):
        for k in range(7 - row * 2):
            s.circle(614 + row * 20 + k * 20, 528 - row * 13, 8, '#f39a1e' if (row + k) % 2 else '#f7b02e')
    for wx in (620, 730):
        s.circle(wx, 584, 12, '#1d1410')
    for px, h in [(40, 110), (70, 96), (300, 120), (330, 104), (470, 116), (520, 98), (790, 112)]:
        person(s, px, 612, h, '#1a1020')
    return s


def majorelle():
    s = Svg(seed=502)
    s.sky([(0, '#3d93dc'), (1, '#c3e4f7')], y2=470)
    for px, h, lean in [(120, 330, 14), (690, 350, -12), (610, 280, 10)]:
        s.palm(px, 360, h, lean, trunk='#7a6a55', leaf='#3f7a4a', leaf2='#4f9158')
    blue, shade, yellow = '#2550c8', '#1b3c9c', '#f2c230'
    s.rect(180, 170, 440, 300, blue)
    s.rect(180, 170, 440, 22, shade)
    for k in range(16):
        s.rect(186 + k * 27.5, 192, 12, 10, '#6b4a2f')
    s.rect(180, 202, 440, 8, yellow)
    for k in range(5):
        wx = 214 + k * 84
        s.rect(wx, 236, 40, 96, shade)
        s.rect(wx + 4, 240, 32, 88, '#10245e')
        s.rect(wx, 236, 40, 96, 'none', stroke='#c9d84a', stroke_width=4)
        s.line(wx + 20, 240, wx + 20, 328, '#c9d84a', 2)
        s.line(wx + 4, 284, wx + 36, 284, '#c9d84a', 2)
    s.rect(370, 360, 60, 110, '#10245e')
    s.path('M370,360A30,30 0 0 1 430,360Z', '#10245e')
    s.path('M364,362A36,36 0 0 1 436,362', 'none', stroke=yellow, stroke_width=5)
    s.rect(180, 456, 440, 14, shade)
    s.rect(0, 470, 800, 130, s.lin([(0, '#d8b98a'), (1, '#c4a06e')]))
    # pond with the villa's reflection
    s.rect(150, 490, 500, 80, s.lin([(0, '#1f5f6a'), (1, '#174750')]))
    s.g(clip_path=s.clip('<rect x="150" y="490" width="500" height="80"/>'))
    reflect(s, 490, 0.35)
    s.rect(180, 400, 440, 90, blue)
    s.end()
    s.end()
    for lx, ly, rr in [(220, 520, 14), (260, 548, 11), (470, 512, 12), (540, 540, 16), (600, 520, 10), (330, 556, 9)]:
        s.path(f'M{lx},{ly}L{lx + rr},{ly - 3}A{rr},{rr * 0.45} 0 1 1 {lx + rr},{ly + 3}Z', '#4f9a4a')
    s.circle(548, 532, 5, '#f7a9c4')
    s.rect(150, 486, 500, 6, yellow)
    s.rect(150, 570, 500, 6, yellow)
    # pots and cacti
    for px, pc, kind in [(70, yellow, 'agave'), (150, '#3aa6a0', 'cactus'), (660, yellow, 'cactus'), (745, blue, 'agave')]:
        s.path(f'M{px - 34},{520}L{px + 34},{520}L{px + 26},{590}L{px - 26},{590}Z', pc)
        s.rect(px - 38, 512, 76, 10, pc)
        s.rect(px - 38, 512, 76, 4, '#ffffff', opacity=0.25)
        if kind == 'agave':
            for a in range(-60, 61, 20):
                s.path(f'M{px - 6},512Q{px + a * 0.6},{470} {px + a * 1.3},{430 + abs(a) * 0.9}Q{px + a * 0.4},{480} {px + 6},512Z',
                       '#5f9a7a' if a % 40 else '#4b8466')
        else:
            s.rect(px - 11, 380, 22, 134, '#4f8a4b', rx=11)
            s.path(f'M{px - 10},460L{px - 34},460Q{px - 44},460 {px - 44},448L{px - 44},420'
                   f'A8,8 0 0 1 {px - 28},420L{px - 28},446L{px - 10},446Z', '#4f8a4b')
            s.path(f'M{px + 10},440L{px + 30},440L{px + 30},400A8,8 0 0 1 {px + 46},400L{px + 46},446'
                   f'Q{px + 46},456 {px + 36},456L{px + 10},456Z', '#4f8a4b')
            for k in range(3):
                s.line(px - 6 + k * 6, 388, px - 6 + k * 6, 510, '#3d6f3a', 1.5)
    r = s.rng
    for _ in range(60):
        s.circle(r.uniform(620, 800), r.uniform(300, 420), r.uniform(5, 10), r.choice(['#d6336c', '#e64980', '#5c8d3a']))
    return s


def penguin(s, x, y, k, turn=0.0):
    t = turn * 5
    s.g(transform=place(x, y, k))
    s.ellipse(0, -26, 14, 26, '#23232b')
    s.path('M-13,-40Q-22,-24 -17,-10L-12,-16Z M13,-40Q22,-24 17,-10L12,-16Z', '#23232b')
    s.ellipse(t, -22, 10.5, 20, '#f7f5ef')
    s.path(f'M{-10 + t},-34Q{t},-27 {10 + t},-34L{10 + t},-30Q{t},-23 {-10 + t},-30Z', '#23232b')
    for dx, dy in [(-4, -18), (3, -14), (5, -22), (-2, -10)]:
        s.circle(dx + t, dy, 0.9, '#23232b')
    s.circle(t * 0.6, -50, 9.5, '#23232b')
    s.path(f'M{-9 + t * 0.4},-44C{-10 + t * 0.4},-58 {10 + t * 0.4},-58 {9 + t * 0.4},-44'
           f'L{6 + t * 0.4},-44C{6 + t * 0.4},-54 {-6 + t * 0.4},-54 {-6 + t * 0.4},-44Z', '#f7f5ef')
    s.circle(-3.5 + t, -50, 1.8, '#f29aa8')
    s.circle(3.5 + t, -50, 1.8, '#f29aa8')
    s.poly([(-2 + t * 1.2, -47), (2 + t * 1.2, -47), (t * 1.4, -41)], '#1a1a1e')
    s.ellipse(-5, 0, 5, 2, '#3a3a40')
    s.ellipse(5, 0, 5, 2, '#3a3a40')
    s.end()


def boulders_beach():
    s = Svg(seed=503)
    s.sky([(0, '#5eaee6'), (1, '#d8eefa')], y2=250)
    s.cloud(620, 90, 0.9, op=0.8)
    s.path(smooth_d([(420, 252), (540, 236), (660, 226), (800, 232)], 254), '#8fa4b8')
    s.rect(0, 250, 800, 170, s.lin([(0, '#2a9fc0'), (1, '#4fd0d2')]))
    s.waves(256, 410, '#ffffff', n=40, op=0.3)
    s.path('M0,410C160,396 300,420 460,404C600,392 700,406 800,398L800,424L0,424Z', '#ffffff', opacity=0.75)
    s.rect(0, 418, 800, 182, s.lin([(0, '#f3e7cf'), (1, '#e6d3b0')]))
    s.path('M0,418C200,412 400,426 800,414L800,428C400,440 200,428 0,432Z', '#d9c6a4', opacity=0.7)
    for x, y, rx, ry, c in [(90, 400, 150, 120, '#b4a592'), (250, 420, 90, 60, '#a39480'), (-10, 480, 110, 90, '#c2b4a2'),
                            (700, 390, 160, 120, '#b4a592'), (560, 420, 80, 50, '#a8987f'), (790, 470, 90, 90, '#c2b4a2')]:
        s.ellipse(x, y, rx, ry, c)
        s.ellipse(x - rx * 0.25, y - ry * 0.35, rx * 0.55, ry * 0.4, '#ffffff', opacity=0.12)
        s.ellipse(x + rx * 0.3, y + ry * 0.35, rx * 0.6, ry * 0.4, '#000000', opacity=0.08)
    for px, py, k, turn in [(330, 470, 1.3, 0.4), (380, 500, 1.6, -0.5), (450, 476, 1.25, 0.8), (520, 540, 2.1, -0.2),
                            (250, 560, 2.3, 0.5), (620, 500, 1.5, -0.9), (170, 470, 1.1, 0.9)]:
        s.ellipse(px + 8 * k, py, 16 * k, 3 * k, '#000000', opacity=0.12)
        penguin(s, px, py, k, turn)
    return s


def bo_kaap():
    s = Svg(seed=504)
    s.sky([(0, '#3d97da'), (1, '#cfe8f7')], y2=380)
    s.path('M60,330L110,210L150,176L560,170L600,206L640,250L700,300L760,260L780,230L800,240L800,380L60,380Z', '#6e7fa0')
    s.path('M560,170L600,206L640,250L700,300L620,300Z', '#5d6d8e')
    for x in range(170, 560, 30):
        s.path(f'M{x},178L{x + 6},250L{x - 4},300Z', '#5d6d8e', opacity=0.4)
    r = s.rng
    cols = ['#f06ea9', '#8ad24e', '#3ec1d3', '#ffd23f', '#a66cff', '#ff8c42', '#58c4a0', '#ef476f']
    x = -20

    def ground(px):
        return 520 - px * 0.11

    i = 0
    while x < 820:
        w = r.uniform(96, 126)
        gy = ground(x + w)
        h = r.uniform(150, 190)
        top = gy - h
        c = cols[i % len(cols)]
        s.rect(x, top, w, 600 - top, c)
        s.rect(x + w - 8, top, 8, 600 - top, '#000000', opacity=0.08)
        s.rect(x - 3, top - 10, w + 6, 10, c)
        s.rect(x - 3, top - 2, w + 6, 4, '#ffffff', opacity=0.6)
        s.path(f'M{x + w * 0.3},{top - 10}Q{x + w / 2},{top - 34} {x + w * 0.7},{top - 10}Z', c)
        s.path(f'M{x + w * 0.3},{top - 10}Q{x + w / 2},{top - 34} {x + w * 0.7},{top - 10}', 'none', stroke='#ffffff',
               stroke_width=3, opacity=0.7)
        for k in range(2):
            wx = x + 14 + k * (w - 50)
            s.rect(wx, top + 26, 22, 40, '#ffffff')
            s.rect(wx + 3, top + 29, 16, 34, '#3f5566')
            s.line(wx + 3, top + 46, wx + 19, top + 46, '#ffffff', 2)
        dx = x + w / 2 - 14
        s.rect(dx - 4, gy - 66, 36, 66, '#ffffff')
        s.rect(dx, gy - 62, 28, 62, r.choice(['#2b6cb0', '#7a3b2a', '#2f7d4f', '#1f2a44']))
        s.path(f'M{dx - 4},{gy - 66}A18,12 0 0 1 {dx + 32},{gy - 66}Z', '#ffffff')
        x += w
        i += 1
    s.path('M0,520L800,432L800,448L0,538Z', '#c9c3b8')
    s.path('M0,538L800,448L800,600L0,600Z', '#8a8680')
    for k in range(14):
        y0 = 548 + k * 6
        s.path(f'M0,{y0}L800,{y0 - 90}', 'none', stroke='#77736d', stroke_width=1.2, opacity=0.6)
    s.rect(512, 330, 6, 138, '#2b2f3a')
    s.path('M500,332L530,332L524,316L506,316Z', '#2b2f3a')
    s.rect(506, 332, 18, 10, '#ffe9a8')
    person(s, 300, 540, 70, '#2d2a33', dress='#e85d3a')
    return s


def serengeti_sunset():
    s = Svg(seed=505)
    s.sky([(0, '#3a2150'), (0.5, '#b84a4a'), (0.82, '#f08a3c'), (1, '#ffc25a')], y2=440)
    s.sun(520, 360, 74, '#ffd27a', glow='#ffb04a', glow_r=2.6)
    s.path(smooth_d([(0, 420), (160, 404), (320, 416), (480, 400), (640, 414), (800, 402)], 442), '#8a3f45', opacity=0.8)
    s.rect(0, 436, 800, 164, s.lin([(0, '#3b1d22'), (1, '#190c10')]))
    dark = '#2a1418'
    for ex, k in [(70, 0.55), (120, 0.7), (165, 0.45)]:
        elephant(s, ex, 440, k, '#4a2226')
    acacia(s, 700, 442, 90, 120, '#4a2226')
    acacia(s, 250, 452, 290, 330, dark)
    giraffe(s, 520, 446, 2.1, dark)
    giraffe(s, 600, 448, -1.8, dark)
    giraffe(s, 640, 448, -1.1, dark)
    r = s.rng
    for _ in range(70):
        gx = r.uniform(-10, 810)
        gy = r.uniform(560, 610)
        h = r.uniform(14, 36)
        s.path(f'M{gx - 4},{gy}L{gx + r.uniform(-8, 8)},{gy - h}L{gx + 4},{gy}Z', '#120708')
    s.birds(330, 170, 1.2, '#2a1418', 3)
    return s


def migration():
    s = Svg(seed=506)
    s.sky([(0, '#8fb8d6'), (1, '#ecdcbc')], y2=250)
    s.path(smooth_d([(0, 246), (200, 236), (420, 244), (620, 232), (800, 240)], 300), '#b8a880')
    s.rect(0, 246, 800, 60, s.lin([(0, '#d6c088'), (1, '#c9ad6e')]))
    r = s.rng
    for _ in range(150):
        wildebeest(s, r.uniform(0, 800), r.uniform(256, 300), r.choice([0.32, -0.32, 0.28]), '#3d3128')
    acacia(s, 120, 262, 40, 60, '#5a5a38')
    acacia(s, 690, 258, 34, 50, '#5a5a38')
    # far bank dropping to the river
    s.path('M0,300L380,300C420,300 430,360 440,380L0,380Z', '#9c7b52')
    s.path('M380,300L800,300L800,372L520,372C470,372 450,330 430,312Z', '#b08d5e')
    bl = s.blur(14)
    for _ in range(60):
        t = r.random()
        wildebeest(s, 560 - 160 * t + r.uniform(-30, 30), 300 + 70 * t + r.uniform(-6, 6), -r.uniform(0.55, 0.75), '#2e251e')
    s.ellipse(520, 300, 160, 40, '#efdcb4', opacity=0.55, filter=bl)
    s.ellipse(420, 340, 110, 30, '#efdcb4', opacity=0.45, filter=bl)
    # the Mara River
    s.rect(0, 372, 800, 118, s.lin([(0, '#8a7553'), (1, '#5f5238')]))
    for _ in range(55):
        t = r.random()
        hx, hy = 400 - 210 * t + r.uniform(-40, 40), 384 + 96 * t + r.uniform(-8, 8)
        s.ellipse(hx + 10, hy + 3, 18, 4, '#f1eadb', opacity=0.55)
        s.ellipse(hx, hy, 9, 5, '#2a221b')
        s.path(f'M{hx - 6},{hy - 4}L{hx - 10},{hy - 11}L{hx - 3},{hy - 5}ZM{hx + 2},{hy - 5}L{hx + 6},{hy - 11}L{hx + 5},{hy - 3}Z', '#2a221b')
    s.path('M560,440C600,436 660,438 700,444C680,450 620,450 560,446Z', '#3d3a26')
    s.circle(566, 440, 3, '#3d3a26')
    s.waves(380, 488, '#e8dcc0', n=30, op=0.25)
    # near bank
    s.path('M0,480C150,470 320,500 500,492C640,486 720,500 800,494L800,600L0,600Z', '#a9895a')
    s.path('M0,540C200,528 400,550 800,536L800,600L0,600Z', '#8f7247')
    for wx, k in [(120, -0.95), (180, -1.1), (250, -0.9)]:
        wildebeest(s, wx, 500, k, '#2e251e')
    for _ in range(60):
        gx = r.uniform(0, 800)
        gy = r.uniform(560, 605)
        s.path(f'M{gx - 3},{gy}L{gx + r.uniform(-6, 6)},{gy - r.uniform(10, 24)}L{gx + 3},{gy}Z', '#6f5a33')
    return s


def lion(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.path('M-52,-16C-80,-12 -84,0 -96,-4', 'none', stroke='#c08a44', stroke_width=4, stroke_linecap='round')
    s.ellipse(-98, -4, 5, 4, '#5a3418')
    s.path('M-56,0C-62,-14 -52,-30 -32,-32C-10,-34 14,-32 26,-26L32,-8L64,-6L66,0Z', '#c89248')
    s.path('M-50,-4C-40,-18 -10,-16 6,-4Z', '#b07a38')
    s.rect(30, -9, 36, 8, '#d6a25a', rx=4)
    s.circle(34, -32, 18, '#7a4a22')
    s.circle(30, -40, 12, '#6a3e1c')
    s.ellipse(44, -30, 12, 13, '#d39d55')
    s.ellipse(53, -24, 7, 6, '#ecc690')
    s.circle(58, -26, 2.5, '#3a2418')
    s.circle(46, -33, 1.6, '#2a1a10')
    s.circle(38, -43, 4, '#b07a38')
    s.end()


def safari_truck(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.rect(-40, -86, 106, 6, '#d8c89c')
    for px in (-36, 0, 60):
        s.rect(px, -82, 3, 20, '#3a3a30')
    s.path('M-82,-12L-82,-40L-62,-44L-52,-62L72,-62L76,-40L82,-12Z', '#6b7444')
    s.path('M-48,-58L-12,-58L-12,-42L-56,-42Z M-6,-58L30,-58L30,-42L-6,-42Z M36,-58L68,-58L70,-42L36,-42Z', '#2c3a40')
    for hx, hc in [(-30, '#e9c39b'), (12, '#8a5a3a'), (52, '#f1d2b0')]:
        s.circle(hx, -62, 7, hc)
        s.rect(hx - 9, -70, 18, 4, '#c9b27a')
    s.rect(-84, -16, 168, 6, '#3a3a30')
    s.rect(82, -36, 10, 22, '#2b2b28')
    for wx in (-52, 54):
        s.circle(wx, -10, 14, '#22221f')
        s.circle(wx, -10, 6, '#8a8a7a')
    s.end()


def kopje():
    s = Svg(seed=507)
    s.sky([(0, '#86bde6'), (1, '#f6e4bc')], y2=340)
    s.cloud(600, 90, 1.1, op=0.7)
    s.cloud(180, 140, 0.7, op=0.6)
    s.rect(0, 336, 800, 264, s.lin([(0, '#dcc27e'), (1, '#b7954f')]))
    s.path(smooth_d([(0, 338), (300, 330), (560, 336), (800, 328)], 344), '#a7a27a', opacity=0.7)
    for ax in (80, 420, 760):
        acacia(s, ax, 344, 36, 56, '#6a6a3e')
    r = s.rng
    for _ in range(12):
        giraffe(s, r.uniform(500, 700), r.uniform(346, 352), r.choice([0.25, -0.25]), '#6e5a3a')
    for x, y, rx, ry, c in [(150, 480, 170, 110, '#8f8272'), (320, 470, 130, 90, '#9c8f80'), (230, 380, 110, 80, '#a59887'),
                            (70, 420, 80, 70, '#8a7d6e'), (330, 520, 120, 70, '#857868')]:
        s.ellipse(x, y, rx, ry, c)
        s.ellipse(x - rx * 0.3, y - ry * 0.4, rx * 0.5, ry * 0.35, '#ffffff', opacity=0.13)
        s.path(f'M{x - rx * 0.6},{y + ry * 0.1}Q{x},{y + ry * 0.3} {x + rx * 0.7},{y - ry * 0.05}', 'none',
               stroke='#5f554a', stroke_width=2, opacity=0.5)
    lion(s, 230, 312, 1.1)
    s.blob_tree(420, 430, 22, '#6f8a4a', trunk='#5a4636', shade='#5c7a3c')
    safari_truck(s, 610, 540, -1.25)
    for _ in range(80):
        gx = r.uniform(0, 800)
        gy = r.uniform(545, 605)
        s.path(f'M{gx - 3},{gy}L{gx + r.uniform(-6, 6)},{gy - r.uniform(12, 28)}L{gx + 3},{gy}Z',
               r.choice(['#c9a95e', '#a88a48', '#d8bd74']))
    return s


def pyramid(s, ax, ay, hw, base, lit, shade, split=0.28, lines='#000'):
    s.poly([(ax, ay), (ax - hw, base), (ax + hw * split, base)], lit)
    s.poly([(ax, ay), (ax + hw * split, base), (ax + hw, base)], shade)
    for k in range(1, 12):
        t = k / 12
        y = ay + (base - ay) * t
        s.line(ax - hw * t, y, ax + hw * t, y, lines, 0.8, opacity=0.08)


def giza():
    s = Svg(seed=508)
    s.sky([(0, '#5fa6dc'), (0.7, '#cfe2ea'), (1, '#f3dfb8')], y2=430)
    s.sun(690, 80, 22, '#fffbe8', glow='#fff3c4')
    pyramid(s, 660, 178, 200, 418, '#e2b77a', '#b98a52')
    pyramid(s, 450, 146, 224, 424, '#e8bf84', '#bf9058')
    s.poly([(450, 146), (424, 176), (458, 176)], '#efd7ac')
    s.poly([(450, 146), (458, 176), (478, 176)], '#d2b183')
    pyramid(s, 230, 290, 104, 426, '#e6bb7e', '#b98a52')
    for qx, qy, hw in [(92, 384, 34), (150, 388, 30), (40, 390, 28)]:
        pyramid(s, qx, qy, hw, 428, '#dcb07a', '#b08252')
    s.path(smooth_d([(0, 420), (200, 414), (420, 426), (640, 414), (800, 420)], 600), '#e9c98f')
    s.path(smooth_d([(0, 478), (180, 462), (380, 486), (560, 470), (800, 488)], 600), '#dfb67a')
    s.path(smooth_d([(0, 540), (260, 520), (520, 548), (800, 530)], 600), '#d4a468')
    for cx, k, rc in [(360, 1.3, '#f3f0e6'), (450, 1.35, '#2f6db5'), (540, 1.4, '#f3f0e6'), (635, 1.45, '#c0392b')]:
        s.ellipse(cx + 6, 528, 40 * abs(k), 5, '#8a5a2a', opacity=0.25)
        camel(s, cx, 526, -k, '#6b4a32', rider=rc)
    return s


def sphinx_shape(s, x, y, k):
    s.g(transform=place(x, y, k))
    s.path('M-190,0C-200,-20 -200,-60 -170,-74C-140,-84 -60,-84 0,-86C30,-88 50,-100 58,-118L58,-150'
           'C58,-178 78,-192 100,-190C114,-188 122,-180 124,-168L126,-156L132,-150L126,-143L127,-134L122,-126L112,-124'
           'L110,-112C120,-96 122,-70 124,-44C150,-40 200,-40 226,-36C238,-32 238,-4 226,0Z', '#d49a58')
    s.ellipse(-140, -34, 46, 36, '#b9803f', opacity=0.3)
    for yy, op in [(-66, 0.3), (-48, 0.22), (-30, 0.3), (-14, 0.22)]:
        s.path(f'M-196,{yy}C-100,{yy - 6} 40,{yy - 2} 120,{yy - 4}', 'none', stroke='#a5692f', stroke_width=4, opacity=op)
    s.path('M58,-150C58,-178 78,-192 100,-190L104,-170L98,-122L84,-104L58,-118Z', '#c28544')
    for k2 in range(5):
        s.path(f'M{64 + k2 * 7},-176L{62 + k2 * 6},-112', 'none', stroke='#9a5f2a', stroke_width=2.5, opacity=0.6)
    s.path('M100,-190C114,-188 122,-180 124,-168L126,-156L132,-150L126,-143L127,-134L122,-126L112,-124L100,-150Z',
           '#e2ad6c')
    s.path('M106,-162Q112,-166 118,-162', 'none', stroke='#6b4526', stroke_width=2.5)
    s.path('M124,-44C150,-40 200,-40 226,-36C238,-32 238,-4 226,0L124,0Z', '#c98c4c')
    s.path('M130,-20C170,-22 210,-20 234,-18', 'none', stroke='#9a5f2a', stroke_width=2.5)
    s.end()


def sphinx():
    s = Svg(seed=509)
    s.sky([(0, '#4c5a9a'), (0.5, '#e39a7a'), (0.85, '#f6c98a'), (1, '#fbe2b0')], y2=430)
    s.sun(150, 330, 30, '#fff1d0', glow='#ffcf8a')
    pyramid(s, 610, 120, 250, 424, '#e3b795', '#b98a74', split=0.1)
    s.poly([(610, 120), (582, 152), (614, 152)], '#f0d4b8')
    s.rect(0, 420, 800, 180, s.lin([(0, '#dcae72'), (1, '#c28c52')]))
    s.path('M0,430L800,430L800,444L0,444Z', '#c99a62')
    s.ellipse(430, 512, 300, 14, '#8a5a2a', opacity=0.25)
    sphinx_shape(s, 440, 508, -1.2)
    for px, h, c in [(690, 48, '#3a3040'), (706, 44, '#6a3a2a'), (80, 40, '#3a3040')]:
        person(s, px, 576, h, c)
    return s


def felucca_boat(s, x, y, k, sail='#f6ead2', sail_shade='#e0c9a8'):
    s.g(transform=place(x, y, k))
    s.path('M-70,-18Q0,-30 62,-250L70,-18Z', sail)
    s.path('M10,-18Q30,-110 62,-250L70,-18Z', sail_shade)
    s.line(-74, -14, 64, -254, '#5a3a28', 3)
    s.line(-8, -10, -8, -150, '#5a3a28', 3)
    s.line(-70, -18, 72, -18, '#5a3a28', 2.5)
    s.path('M-90,-12L86,-16L74,6L-76,6Z', '#f3f0e6')
    s.rect(-84, -8, 164, 5, '#2f6db5')
    person(s, 40, -14, 26, '#2a1a20')
    s.end()


def nile_felucca():
    s = Svg(seed=510)
    s.sky([(0, '#5b3f7a'), (0.45, '#c8647a'), (0.78, '#f5a25d'), (1, '#f9cf83')], y2=372)
    s.sun(200, 320, 40, '#fff0c8', glow='#ffb869')
    r = s.rng
    x = -10
    while x < 810:
        w, h = r.uniform(30, 70), r.uniform(20, 70)
        s.rect(x, 372 - h, w, h, '#6a3f5c')
        x += w
    tx = 600
    s.path(f'M{tx - 12},372L{tx - 8},170L{tx + 8},170L{tx + 12},372Z', '#553250')
    s.path(f'M{tx - 10},176C{tx - 26},160 {tx - 22},140 {tx - 14},128L{tx + 14},128C{tx + 22},140 {tx + 26},160 {tx + 10},176Z', '#553250')
    s.rect(tx - 2, 100, 4, 30, '#553250')
    for mx, h in [(330, 140), (372, 120)]:
        s.rect(mx - 5, 372 - h, 10, h, '#553250')
        s.poly([(mx - 6, 372 - h), (mx, 372 - h - 18), (mx + 6, 372 - h)], '#553250')
    s.path('M320,340A32,30 0 0 1 384,340Z', '#553250')
    s.rect(316, 336, 72, 40, '#553250')
    for px, h, lean in [(60, 110, 8), (110, 90, -6), (470, 100, 10), (760, 120, -8)]:
        s.palm(px, 378, h, lean, trunk='#3d2538', leaf='#3d2538', s=0.6)
    s.rect(0, 370, 800, 230, s.lin([(0, '#e89c60'), (0.5, '#a45f6a'), (1, '#4e3456')]))
    s.glitter(200, 374, 520, 90, '#ffe2a8', n=18, op=0.7)
    s.waves(380, 600, '#ffd8a8', n=40, op=0.2)
    felucca_boat(s, 700, 420, -0.45, sail='#e8c8a8', sail_shade='#caa088')
    reflect(s, 548, 0.18)
    felucca_boat(s, 430, 548, 1.3)
    s.end()
    felucca_boat(s, 430, 548, 1.3)
    return s


def victoria_falls():
    s = Svg(seed=511)
    s.sky([(0, '#5a9ee0'), (1, '#d8ecf8')], y2=220)
    s.path(smooth_d([(0, 200), (200, 190), (420, 200), (620, 186), (800, 196)], 230), '#6a8a5a')
    s.rect(0, 196, 800, 40, s.lin([(0, '#7a8a7a'), (1, '#9aaab0')]))
    r = s.rng
    for ix, w in [(130, 60), (420, 90), (680, 50)]:
        s.ellipse(ix, 214, w, 8, '#4f7a3a')
        for k in range(5):
            s.circle(ix - w * 0.6 + k * w * 0.3, 206 + r.uniform(-3, 3), 9, '#3f6a30')
    s.path('M0,236L800,232L800,250L0,254Z', '#f4f8fa')
    s.rect(0, 250, 800, 200, s.lin([(0, '#f4f8fa'), (0.5, '#dfe9ee'), (1, '#c4d4dc')]))
    for k in range(40):
        x = k * 20 + r.uniform(-6, 6)
        s.line(x, 252, x + r.uniform(-4, 4), 450, '#b8ccd6', r.uniform(2, 5), opacity=0.6)
    for bx, bw in [(150, 44), (340, 30), (550, 38)]:
        s.path(f'M{bx},250L{bx + bw},250L{bx + bw + 6},300L{bx + bw - 2},380L{bx + 8},400L{bx - 4},320Z', '#4a4440')
        s.path(f'M{bx + bw * 0.5},250L{bx + bw},250L{bx + bw + 6},300L{bx + bw - 2},380L{bx + bw * 0.6},390Z', '#3a3430')
    s.rect(0, 380, 800, 100, s.lin([(0, '#5a6a70', 0), (1, '#2f3a40', 0.8)]))
    bl = s.blur(18)
    for cx, cy, rr, op in [(200, 440, 130, 0.7), (420, 430, 150, 0.7), (640, 440, 140, 0.7), (300, 330, 120, 0.45),
                           (560, 320, 130, 0.5), (420, 180, 110, 0.35)]:
        s.circle(cx, cy, rr, '#ffffff', opacity=op, filter=bl)
    for i, c in enumerate(['#ff6b6b', '#ffb86b', '#fff06b', '#7be07b', '#6bb8ff', '#a08bff']):
        rr = 300 - i * 8
        s.path(f'M{400 - rr},520A{rr},{rr * 0.7} 0 0 1 {400 + rr},520', 'none', stroke=c, stroke_width=8, opacity=0.25)
    s.path('M0,600L0,470C160,450 300,480 420,470C560,460 680,480 800,466L800,600Z', '#2f5a2a')
    for _ in range(40):
        s.circle(r.uniform(-10, 810), r.uniform(470, 520), r.uniform(14, 26), r.choice(['#2f6a30', '#3f7a3a', '#24502a']))
    s.rect(0, 530, 800, 70, '#6a5a4a')
    for px, c in [(560, '#e8d040'), (600, '#2f6db5'), (640, '#e84a5a')]:
        person(s, px, 560, 56, '#2a2a30', dress=c)
    return s


def hippo_head(s, x, y, k):
    s.ellipse(x, y, 18 * k, 7 * k, '#5a4a52')
    s.circle(x - 12 * k, y - 6 * k, 3 * k, '#5a4a52')
    s.circle(x - 4 * k, y - 6 * k, 3 * k, '#5a4a52')
    s.ellipse(x + 16 * k, y + 1 * k, 7 * k, 5 * k, '#6a5a62')


def zambezi_cruise():
    s = Svg(seed=512)
    s.sky([(0, '#4a3a7a'), (0.5, '#d8708a'), (0.85, '#f8a85a'), (1, '#fcd08a')], y2=380)
    s.sun(560, 350, 42, '#fff1c6', glow='#ffb35a')
    s.path(smooth_d([(0, 372), (200, 362), (420, 370), (620, 360), (800, 368)], 384), '#5a3a4a')
    for px, h in [(60, 130), (120, 100), (700, 140), (760, 110)]:
        s.palm(px, 376, h, 8, trunk='#3a2436', leaf='#3a2436', s=0.7)
    acacia(s, 300, 378, 80, 120, '#3a2436')
    s.rect(0, 376, 800, 224, s.lin([(0, '#f0a06a'), (0.5, '#9a5a7a'), (1, '#3a2a5a')]))
    s.glitter(560, 380, 540, 90, '#ffe0a8', n=16, op=0.6)
    wave_lines(s, 400, 590, '#ffd8b0', n=6, op=0.15)
    s.path('M0,420C80,410 160,412 220,424L220,440L0,440Z', '#3a2a3a')
    elephant(s, 120, 424, 1.1, '#2e2030')
    elephant(s, 60, 424, -0.8, '#2e2030')
    for hx, hy, k in [(330, 470, 1.0), (380, 486, 1.2), (430, 462, 0.8)]:
        hippo_head(s, hx, hy, k)
        s.ellipse(hx, hy + 6 * k, 26 * k, 3 * k, '#ffd8b0', opacity=0.3)
    s.g(transform=place(600, 520, 1.5))
    s.path('M-110,0L110,0L100,16L-100,16Z', '#3a2a30')
    s.rect(-96, -30, 180, 30, '#f4e6d0')
    s.rect(-100, -36, 190, 6, '#3a2a30')
    for k in range(8):
        s.rect(-90 + k * 22, -24, 14, 14, '#ffcf7a')
    for px in (-70, -30, 10, 50):
        person(s, px, -36, 24, '#2a1a20')
    s.rect(-100, -54, 190, 4, '#3a2a30')
    s.end()
    return s


def falls_bridge():
    s = Svg(seed=513)
    s.sky([(0, '#5aa0e0'), (1, '#e0eef8')], y2=300)
    bl = s.blur(20)
    for cx, cy, rr in [(560, 220, 140), (660, 160, 110), (480, 260, 100)]:
        s.circle(cx, cy, rr, '#ffffff', opacity=0.7, filter=bl)
    s.path('M260,250L540,250L520,600L290,600Z', '#8a8078')
    s.path('M330,250L470,250L460,330L340,330Z', '#f4f8fa')
    s.circle(400, 300, 90, '#ffffff', opacity=0.6, filter=bl)
    s.path('M300,380C360,370 440,370 510,380L500,480L300,480Z', '#7a7068')
    s.path('M0,260L280,250L320,600L0,600Z', '#4a4038')
    s.path('M800,250L520,250L480,600L800,600Z', '#3f3630')
    for k in range(10):
        s.line(20 + k * 28, 262, 40 + k * 28, 600, '#3a322c', 2, opacity=0.5)
        s.line(780 - k * 28, 254, 760 - k * 28, 600, '#2f2824', 2, opacity=0.5)
    s.path('M0,252L300,246L300,262L0,268Z', '#3f6a30')
    s.path('M800,244L500,246L500,262L800,258Z', '#3f6a30')
    s.path('M300,600L330,470L470,470L500,600Z', s.lin([(0, '#4a8a7a'), (1, '#2f6a60')]))
    wave_lines(s, 490, 590, '#ffffff', n=4, op=0.25)
    steel = '#5a5f6a'
    s.rect(220, 236, 360, 12, steel)
    s.path('M290,420Q400,250 510,420', 'none', stroke=steel, stroke_width=12)
    s.path('M300,420Q400,276 500,420', 'none', stroke=steel, stroke_width=5)
    for k in range(1, 12):
        t = k / 12
        x = 290 + 220 * t
        y = (1 - t) ** 2 * 420 + 2 * (1 - t) * t * 250 + t * t * 420
        s.line(x, y, x, 248, steel, 2)
        if k % 2:
            s.line(x, y, x + 18, 248, steel, 1.2)
    s.g(transform=place(330, 236, 0.8))
    s.rect(0, -30, 70, 26, '#2a2a2a')
    s.rect(50, -44, 20, 16, '#2a2a2a')
    s.rect(8, -40, 8, 12, '#2a2a2a')
    s.rect(80, -30, 80, 26, '#8a2a2a')
    s.rect(170, -30, 80, 26, '#8a2a2a')
    for wx in (12, 36, 58, 96, 144, 186, 234):
        s.circle(wx, -4, 6, '#1a1a1a')
    for k in range(6):
        s.rect(88 + k * 12 + (k > 2) * 42, -24, 8, 8, '#ffcf7a')
    s.end()
    for cx, cy, rr in [(340, 180, 16), (356, 160, 20), (378, 136, 26)]:
        s.circle(cx, cy, rr, '#ffffff', opacity=0.75)
    return s


PHOTOS = {
    'marrakech-morocco-2': marrakech_night,
    'marrakech-morocco-3': majorelle,
    'cape-town-south-africa-2': boulders_beach,
    'cape-town-south-africa-3': bo_kaap,
    'serengeti-tanzania': serengeti_sunset,
    'serengeti-tanzania-2': migration,
    'serengeti-tanzania-3': kopje,
    'pyramids-of-giza-egypt': giza,
    'pyramids-of-giza-egypt-2': sphinx,
    'pyramids-of-giza-egypt-3': nile_felucca,
    'victoria-falls-zimbabwe': victoria_falls,
    'victoria-falls-zimbabwe-2': zambezi_cruise,
    'victoria-falls-zimbabwe-3': falls_bridge,
}

// case: random/valid/vs_2_0/0 (validate)
// expect: valid
// case: random/assemble/vs_2_0/0 (assemble)
// expect: the tokens of valid-vs_2_0-0.bin
// origin: random seed 1 vs_2_0 #0
vs_2_0
defi i3, 2, 2, 2, 0
def c9, 0.25, -2.3332067e33, -2.0, 4.2708502e-29
def c56, 0.5, -2.0, 1.0, 0.25
def c29, -1.996257e-23, 0.5, 2.0, -0.5
dcl_fog2 v2
def c25, -1.0, -1.0, 6.186376e-14, -0.5
defi i11, 3, 4, 1, 0
dcl_position v5
mul r4, -c255, c0.wzzw
sub r2.xyw, c1, v5
loop aL, i3
    crs r2.x, c4[aL], c8[aL]
    max r5, -c4[aL].wxwx, c4.xwxz
    expp r7, c4[aL].y
    lit r4.xy, c255.wwwz
    m4x4 r7, -v5.zxw, c146
    exp r11, c3.x
    lrp r11.xyw, c1.xzxz, c1.wx, r4.xwyz
    mad r4, -c255.yyxy, -r7, c4[aL]
    slt r1, -c1.xywz, -c2
    dp3 r11, c8[aL].wxyz, -c8[aL]
endloop
add oPos, c3, c3.ywyz
add oD0.y, r2, -v2
mad oT0, v5, r4, -c2
mad oT2.x, -c2.wyxz, v2.xzzy, -r4

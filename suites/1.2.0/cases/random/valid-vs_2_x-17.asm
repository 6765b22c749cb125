// case: random/valid/vs_2_x/17 (validate)
// expect: valid
// case: random/assemble/vs_2_x/17 (assemble)
// expect: the tokens of valid-vs_2_x-17.bin
// origin: random seed 1 vs_2_x #17
vs_2_x
dcl_position v2
def c61, 1.0, 0.25, -2.0, -0.49193943
def c24, 0.25, 0.125, 0.0, -2.0
defi i10, 2, 4, 1, 0
def c49, -2.0, 0.25, -1.0, -1.5891887e-32
def c15, -2.0, 1.0, -2.0, 5.0984775e28
dcl_fog1 v0
dcl_normal4 v4
defi i5, 1, 1, 2, 0
add r18, c0, v0.xyz
log r24.zw, -c255.w
if_ge r18.x, -c3.y
    setp_ge p0.y, v2.zyxz, v2
    slt r0, r18.ywzw, v4
    add r25, c255, c255.xwyx
    if_eq c255.y, -v0.y
        lrp r1.yz, c255.yzw, -c0, -r0.yxyw
        m4x3 r10.xyz, -v2, c33
        sub r3.xz, -c2, -r25
        m3x2 r7.xy, v4, c17
        pow r22, r18.w, c255.y
        m3x4 r9, v0.xwzy, c186
        m3x4 r15, r25.xzwz, c158
        mul r25, v4, -r22
    endif
endif
mul oPos, -c1, -r18.zwxw
add oD0, v4.zxz, -r18.xzxw
mad oT1.xyz, -r18, -c0, c2
mad oT7, -r18, c2, -v2.yyxz

// case: op.matrix-dst-mask/invalid/ps_3_0/mutate-matrix-xy-mask-1 (validate)
// expect: invalid [op.matrix-dst-mask]
// origin: mutator matrix-xy-mask on random seed 1 ps_3_0 #2
ps_3_0
dcl_volume s11
dcl vFace
def c0, -2.0, -0.5, 2.0, 0.25
dcl_blendindices9 v7
defi i10, 4, 3, 2, 0
dcl_2d s9
defb b4, false
dcl_color7 v5
def c19, 0.5, 0.0, 2.0, 4.0
dcl_tangent7 v8
defi i13, 1, 0, 2, 0
dcl_tangent11 v3
def c8, 0.125, -4.2127864e-25, 1.0, 0.0021163456
setp_ne p0.xw, c1.zxzy, c1
lrp_sat r18, c2, v7, v7.yzwx
texkill r18
mov r11.x, v8_abs
sub r28.z, v5.xwxy, c2.zwz
if_eq -v8_abs.z, v8.y
    min r28, c3.zzxw, v7.xzyz
    m3x2 r26.xy, v3_abs, c13
    dp2add r3, v5, c1.wzzy, -r18.w
    texldd r16, v3, s11, c3.wzwy, r3
    sincos r3.x, r26.x
    texld r1, v7, s11
    setp_ge p0.xy, r1, r16.xyxz
    (!p0.w) dp2add r21, v7, v7.wxw, c0.w
endif
texkill r18
sincos r3.x, v3.y
mad oC0, c0.wyx, c0, v7
min_sat oC1, v7, c2
add_sat oC2, c223.xwxz, -v8.wwxz
m3x3 r0.xy, c0, c0

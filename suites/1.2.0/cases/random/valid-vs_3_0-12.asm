// case: random/valid/vs_3_0/12 (validate)
// expect: valid
// case: random/assemble/vs_3_0/12 (assemble)
// expect: the tokens of valid-vs_3_0-12.bin
// origin: random seed 1 vs_3_0 #12
vs_3_0
dcl_position o3
dcl_2d s3
dcl_2d s2
dcl_position v12
defi i14, 1, 2, 1, 0
dcl_tangent8 v5
expp r20, -c1.z
m4x4 r25, -v5.zwy, c79
lit r6, v5
sgn r8.yw, r20
nop
rcp_sat r23, r6.x
if !b10
    m3x3 r14.xyz, r23, c167
    sub r9, r6_abs.wwwy, c0
    setp_ge p0.xy, c2.yxy, r25_abs
    m3x3_sat r11.xyz, -r9_abs, c239
endif
add o3, c2, r6.zyzy

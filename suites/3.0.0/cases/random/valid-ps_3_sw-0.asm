// case: random/valid/ps_3_sw/0 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/0 (assemble)
// expect: the tokens of valid-ps_3_sw-0.bin
// origin: random seed 1 ps_3_sw #0
ps_3_sw
defi i28, 2, 3, 1, 0
dcl_volume s14
dcl_cube s2
dcl_binormal12 v2
dcl vFace
dcl_normal2_centroid v1
def c52, 2.0, 0.0, 0.5, 128171300000000.0
def c1, -2.0, 2.735997e-23, 0.25, -1.0
dcl_2d s10
def c22, 0.0, -2.0, 1.4246844e33, 2.1804392e-17
m4x4 r24, v2.wxxw, c5735
texld r20, v1, s10
texldp r1, v1, s10
mul r6.zw, c0.xxyx, c8191
dsx r17, r24.xy
if b14
    texldd r7, v1, s14, c1.zyyw, c2
    exp r24.xzw, c8191.w
    exp_sat r9, c2.x
    abs_sat r21, r17.xwxw
    mad_sat r21, -r9_abs.wxxw, r17.xwzx, r24
    texldd r26, r9, s2, r1, c1
    nop
    rcp_pp r31, r26.w
    dsx r24, r20.xwz
    m3x4_sat r22, v1.zxzx, c606
    mad r29, -r22_abs, r1_abs, -v1_abs.zyyz
    lrp_sat r17, c1, r24.zyx, c1.zwxz
else
    texldp r27, v2, s14
    dp2add_sat r20.xyz, r17, c0, c1.w
    texldd r14, r20, s14, r17.xxzx, r1.yzwx
    texkill r27
    mad r24.x, -r14, v1.ywyx, r24_abs.wyzx
    sincos r21.x, c3.x
    texldb r25, v2, s10
    log r2.yzw, r27.x
    dsy_sat r4, c1.ywwy
    min r5, -r27.yyzx, c8191
    add_pp r20, r24_abs, r24
    rsq_pp r19, v1_abs.w
    cmp r9.yz, c2, v2, c8191
    dsx_sat_pp r20, c2.zyw
    dp2add r2, r2.yyw, -r19_abs, -v2_abs.x
    m3x4 r23, r24.yxyz, c7544
    texldd r13, r20, s2, r23.yyyx, r27
endif
mul oC0, r1, c2
mov_pp oC1.yz, -r17
mov oC2, -r24.zxw

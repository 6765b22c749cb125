// case: rel.aL-in-loop/invalid/ps_3_sw/mutate-al-outside-1 (validate)
// expect: invalid [rel.aL-in-loop]
// origin: mutator al-outside on random seed 1 ps_3_sw #2
ps_3_sw
def c21, 0.25, 0.5, 29066618.0, -8.744051e28
dcl_tangent7 v2
def c20, -1.0857235e-6, 1.0, 0.25, 2.0
dcl_blendweight7 v7.xzw
dcl_cube s1
dcl_2d s10
defi i63, 2, 4, 1, 0
dcl_fog10_centroid v6
defb b24, true
dcl vPos.xy
dcl_2d s11
def c44, 1.0872879e-8, 0.0, 1.0, 4.2170768e-35
defb b15, true
texldd r19, v2, s11, c1, v6.wzy
mov_pp r31, c3.zxy
if b8
    sincos r23.xy, v7_abs.x
    log_pp r30, -v7_abs.x
    mad_sat r12, c0.yyxw, -v2, c8191.ywyx
    dp2add r23.x, c2.zzxw, v6.zxyz, c0.y
    texkill r31
    mul r3, c8191, c8191
    nop
    mul_sat_pp r18, c2.wwxw, c1
    m3x3 r19.xyz, -r18, c6374
    mad r17, r3.wzy, c1.wxy, r18.wwxy
    dp3 r5, r19_abs.xwyw, r3
    sub_sat r24.xyz, -v6.yzy, r30
endif
mov oC0, -r19
mad_sat oC1, c2.xxzw, c3, c8191.xzyz
mul_sat_pp oC2.x, -vPos, c1
max_sat oC3.y, c8191, v2
mov r0, v2[aL]

// case: random/valid/ps_3_sw/18 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/18 (assemble)
// expect: the tokens of valid-ps_3_sw-18.bin
// origin: random seed 1 ps_3_sw #18
ps_3_sw
dcl vPos.y
defi i53, 4, 0, 1, 0
dcl_normal13 v2
def c29, -1.0, -4.2921816e23, 2.0, 0.125
dcl_volume s3
dcl_binormal1 v6.yzw
dcl vFace
dcl_2d s12
defb b47, true
dcl_texcoord7 v4
if_le v2.y, v2.z
    mul r22.xyz, v2.xywx, -c0_abs
    dp3 r17, v2, c8191_abs.xzwy
    add_pp r20.w, -c0_abs, -c3_abs
    texldl r13, v4, s3
    sub r26, c0_abs, -v4_abs
    texldd_pp r30, r26, s12, v4.wxyz, r13.xwxy
    setp_eq p0.y, vFace.x, r26
endif
add oC0, -c0_abs.wyzy, -c3_abs
mad_sat oC1, c1_abs, c0_abs, c2_abs

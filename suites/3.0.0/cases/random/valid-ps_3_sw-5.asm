// case: random/valid/ps_3_sw/5 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/5 (assemble)
// expect: the tokens of valid-ps_3_sw-5.bin
// origin: random seed 1 ps_3_sw #5
ps_3_sw
dcl_tangent3_centroid v1
dcl_2d s14
dcl_2d s5
dcl_fog7 v3
dcl_texcoord v7
dcl_cube s13
defi i55, 4, 3, 2, 0
dcl vFace
m3x4_sat r13, v7, c4652
dp4_pp r31, c1, r13_abs.ywxz
rcp_pp r19, -r13_abs.x
frc r10, c3
rcp r16, c3.z
sub_pp r9, c2.xxwx, r13
cmp r24, c2.wzyw, c1, r13
rep i55
    pow_sat_pp r30, c2.z, r31.w
    texldb_pp r23, r16, s13
    exp_sat r17, r10.w
    texldl r4, r13, s5
    m4x3_pp r6.xyz, r13.zzy, c8145
    max r12, r31, r17.zzw
    texldp_pp r24, r24, s5
    dsx_pp r6.xz, r31
    exp r14.xyw, c3.x
    crs r30.xyz, c2, r6
    log r30.yz, r14.x
    texldl r3, r16, s5
    crs r3.xz, v1, c3
    frc r14, r14.xywx
endrep
callnz l2023, !b3
if_le r24.z, -r31.w
    dsx_sat r29.yw, c1.wwwy
endif
mad oC0, c3, r19_abs.zxxw, r31
ret
label l2023
texkill r9
ret

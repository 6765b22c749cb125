// case: random/valid/ps_3_0/14 (validate)
// expect: valid
// case: random/assemble/ps_3_0/14 (assemble)
// expect: the tokens of valid-ps_3_0-14.bin
// origin: random seed 1 ps_3_0 #14
ps_3_0
dcl vFace
dcl_tangent10 v3.xyw
defi i14, 2, 2, 2, 0
dcl_blendindices1_centroid v4
dcl_texcoord12 v9
def c49, 4.0, -7.719829e-8, -2.0, -2.1757506e29
def c18, 4.0, 2.0, 1.5282625e-17, 4.0
def c58, 0.125, -0.5, 0.25, 0.125
defi i11, 4, 4, 2, 0
dcl_texcoord14_centroid v7.xyw
dcl_volume s1
dcl_2d s13
def c57, -0.5, -8.679514e27, 0.25, -29298891000000.0
dcl_texcoord4_centroid v6.xy
mad_pp r12.x, -v9, c0, c0
nrm_pp r5.xyz, c0.zwxz
frc r17.yw, v9.xwyz
pow r17.zw, v4.w, c0.x
mad_sat r30, c0, v3.wwy, c0
if b11
endif
texld r13, v4, s1
dsx r19.xyz, c2
dp3_sat r18, r13, r30
nrm_sat r23, r19.xxyz
m4x4 r21, r18.wzxz, c58
if_ge c223.z, v4.y
    rsq r12, -r21_abs.z
    sub r14, v3.ywx, -r12
    dsy r9.w, v7.yxzx
    rsq r31.y, r14.z
    lrp_sat r13.xyw, r21.zxxy, -v9_abs.zzxy, c3
    add r4, v4, -r30.ywzw
    min r27, c3.zxxw, r23_abs
    max r6, r19.zyyx, c0.yzyz
endif
add oC0, c1, c1

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
m3x2_sat r9.xy, v4.yxzw, c11
texldd r17, v4, s13, v4, c1
mov r14, c223
max r28.xw, -v9_abs.zyzy, v9.wyw
nrm r18, r17
dp3 r31, r17, c223.zxxw
dsy r12.xw, c0
mul r31, c3.zxwx, c1
pow r15, v3.x, -r18.y
m4x4 r16, r14, c139
m4x4 r21, r14.zzyx, c82
dp2add_sat r26, r15.xywx, r17.ywyw, v9.z
texldp r20, r17, s1
if_lt vFace.x, r9_abs.y
    sub r4, r31, r20_abs
else
    texld r6, v4, s1
    setp_eq p0.zw, r16.z, v9.yzyz
    if p0.z
        dsy r10, -r6_abs
        log r28.xz, v4.y
    endif
endif
max_sat oC0, c1, c3.xwwy

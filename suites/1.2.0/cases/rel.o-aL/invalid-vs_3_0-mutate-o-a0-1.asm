// case: rel.o-aL/invalid/vs_3_0/mutate-o-a0-1 (validate)
// expect: invalid [rel.o-aL]
// origin: mutator o-a0 on random seed 1 vs_3_0 #4
vs_3_0
dcl_texcoord9 v13
dcl_fog3 o6.y
dcl_normal1 o11
dcl_position o0
dcl_color v9
def c49, 0.25, 0.0, 0.125, -30592.33
dcl_binormal15 o6.w
dcl_blendweight v11
def c37, 0.25, -0.5, -8.506632e-7, 2.0
dcl_cube s2
dcl_normal3 o6.x
defi i4, 1, 4, 1, 0
dcl_normal6 o9.w
defi i7, 2, 2, 2, 0
dcl_blendindices11 o9.xyz
dcl_position v1
dcl_texcoord11 o6.z
loop aL, i7
    m3x4_sat r2, v1.xzxy, c137
    dp4_sat r12.y, c2.wwyx, v13
    mad r10, c4[aL], c8[aL].wyxy, v13.zzyz
    sincos r13.xy, c1_abs.y
    sub r24.yz, r10, c0
    m4x3 r8.xyz, r2, c141
    min r18, v11[aL]_abs, v11
    dst r1, -c0[aL]_abs, -v1[aL]
    break
    max_sat r10.x, c0, v1
    nrm r1.xyz, c0
    mad r19.xw, v1, v1.xxw, -r10.zyxy
    m4x3 r17.xyz, -v13[aL].wyyw, c212
    rsq r5, c8[aL]_abs.w
    pow r1.xyz, c3_abs.z, r18.z
    add r25, r2, -r5_abs
    m4x4 r30, v9.xwz, c168
    sgn r5.z, -r13_abs.xyxw
endloop
max o0, -v13.zxyw, v13
mov o6.z, v1
min_sat o6.w, c2.yz, -v11_abs
add o9.xyz, c0.wz, -c3_abs
mad_sat o9.w, v13.yyxy, c3, c2.xwzy
mova a0.x, c0.x
mov o6[a0.x], c0

// case: vs3.index.no-pos-psize/invalid/vs_3_0/mutate-index-position-1 (validate)
// expect: invalid [vs3.index.no-pos-psize]
// origin: mutator index-position on random seed 1 vs_3_0 #4
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
mov r21, v1_abs.xwwz
sincos r0.y, c3.w
frc r15, v13.yzxw
crs r10.y, v11, -c255_abs
m3x2_sat r13.xy, -r21_abs.zwzw, c141
m4x4 r14, -v1_abs, c216
rep i4
    m4x3 r29.xyz, v9.xwy, c208
    m3x4 r0, v9, c146
    lrp_sat r21, r15.yxw, c255.xzy, -v9_abs
    dp4_sat r4.yw, -v9_abs, r0.ywwz
    setp_gt p0.xzw, r29_abs.yxz, v13
    setp_ge p0.xw, r15, r13_abs.xwy
    sub r3, c2, v1.zzxz
    if p0.x
        break_ge r21.y, v11_abs.w
        rcp r15.yw, v13.w
        m3x3 r6.xyz, v1, c49
        mad_sat r7, v11, r14, r21.xwz
    endif
endrep
mov o0, -v13
mul o6.z, v9.xw, -r15
mov o6.w, v13
mov o9.xyz, v1
min_sat o9.w, c2.yz, -r14_abs
loop aL, i0
    mov o0[aL], c0
endloop

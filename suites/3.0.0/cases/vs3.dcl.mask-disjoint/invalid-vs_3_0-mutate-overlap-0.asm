// case: vs3.dcl.mask-disjoint/invalid/vs_3_0/mutate-overlap-0 (validate)
// expect: invalid [vs3.dcl.mask-disjoint]
// origin: mutator overlap on random seed 1 vs_3_0 #0
vs_3_0
dcl_texcoord o10.w
defi i11, 1, 1, 2, 0
dcl_volume s1
dcl_fog2 o10.w
dcl_blendweight1 o9.x
def c31, 0.5, -2.1901264e-16, -2.0, -2.0
dcl_color8 o9.yzw
dcl_blendweight7 o4.w
dcl_binormal14 o5.y
defi i12, 2, 2, 2, 0
dcl_color10 o5.w
dcl_2d s3
dcl_position v2
dcl_position o3
dcl_blendindices12 v4
dcl_psize o8
dcl_texcoord3 v13
dcl_normal12 o6.zw
dcl_blendweight8 o5.x
def c45, -0.5, -59994670000000.0, 1.0, 4.0
dcl_tangent15 v11
dcl_blendweight15 o6.xy
def c41, 0.0, 0.5, -1.2564654e-23, -1.0
dcl_volume s0
dcl_binormal11 o10.xyz
dcl_color14 o5.z
dcl_tangent1 o4.x
dcl_blendweight14 o4.z
dcl_binormal2 o4.y
sge r12, v11.xwzy, c1
loop aL, i12
    lit r26, c4[aL]_abs
    mova a0, r12_abs
    dp3 r4, c0[a0.x].zyxw, v13[a0.x].yyxw
    rcp r8, -c4[a0.y].z
    sge_sat r0, r26.xxzy, -v11[a0.w]
    sub_sat r10, -v4[aL].yywx, r8
    lit r5, v13[a0.y].xxy
    dst r25, v2[a0.z], r26.zyyx
    callnz l1104, b9
    m3x2 r28.xy, -r10.zwxz, c154
    logp r18, r4.w
    log r18, -r25.x
    add r26, -v13, c8[a0.z].ywy
    frc r4.y, -v13[a0.y]
    nrm r10.xyz, v11.zyyx
    logp r23, -v4[a0.x]_abs.y
    min r12, c8[aL], v4[a0.x].yzzx
    pow_sat r11, v13[a0.z].z, -r23.z
    dp3 r21.y, r10_abs.wwzy, -v4[a0.y]_abs.yz
    frc r19.yzw, r26.yzxy
endloop
max o3, c1.zwzy, v4.wwwy
add_sat o5.y, c0.wyxy, v2
add o5.z, -c0_abs.zw, r12_abs.wzzw
mad o5.w, v4.xyzy, c1, v4
add_sat o9.yzw, c1.ywzx, -r12.yzwy
max o4.y, v13, r12
mov o4.z, c255.xwxy
add o6.zw, v11.xxxw, c3.zwyz
mul o10.xyz, -c1.xzx, v2_abs
mov o10.w, v13.wzx
ret
label l1104
dst_sat r15.yzw, c1, r10
sgn r19, v4[a0.x]
nrm r28, v4[a0.y].yzzy
m3x4 r24, v13[a0.z], c227
texldl r14, r12, s1
texldl r18, v11, s0
ret

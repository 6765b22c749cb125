// case: random/valid/vs_3_0/15 (validate)
// expect: valid
// case: random/assemble/vs_3_0/15 (assemble)
// expect: the tokens of valid-vs_3_0-15.bin
// origin: random seed 1 vs_3_0 #15
vs_3_0
dcl_texcoord5 v4
dcl_tangent7 o8.w
dcl_tangent8 o1.w
dcl_normal11 o2.x
dcl_binormal12 v15
dcl_color13 v0
dcl_blendindices6 o1.xyz
defb b5, true
defi i10, 3, 4, 2, 0
dcl_color1 o6
defi i14, 3, 2, 2, 0
dcl_blendindices1 o2.z
def c4, 0.125, 0.0, -2.0, 1.0
dcl_position v1
dcl_tangent3 o3.zw
dcl_normal10 o8.xyz
dcl_texcoord10 o3.xy
def c21, -0.5, 2.0, 0.5, 0.25
dcl_blendweight6 o2.w
def c38, 0.0, 2.0, 2.0, 8644.101
dcl_position o0
dcl_2d s3
dcl_binormal10 o2.y
lit r15.xy, v15.wzzx
loop aL, i14
    loop aL, i14
        sgn r0, v15.w
        min_sat r14.xyw, c2, v4[aL]
        mova a0, v0
        break
        sge r29, r0.xwyz, c0[a0.x].xwyx
        expp r15, -c8[aL].x
        m4x4_sat r12, v4[a0.w], c149
    endloop
endloop
mul o0, v1.wz, c3
add_sat o1.xyz, v4, v4
mul o6, -v15.xxwz, c3
mov_sat o2.z, c255_abs.ywx
mad o2.w, c0, v1_abs, v1.xxyx
mad o8.xyz, v4, -c3_abs.zzzw, c3.zzzw
add o8.w, c3, v15

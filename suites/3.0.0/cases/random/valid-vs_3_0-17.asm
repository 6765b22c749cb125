// case: random/valid/vs_3_0/17 (validate)
// expect: valid
// case: random/assemble/vs_3_0/17 (assemble)
// expect: the tokens of valid-vs_3_0-17.bin
// origin: random seed 1 vs_3_0 #17
vs_3_0
dcl_blendweight4 o4.w
dcl_blendindices7 o2.x
defi i4, 2, 1, 1, 0
dcl_psize o10
def c51, 0.5, 0.0, 1.2023724e-35, 0.5
dcl_blendindices3 o2.w
dcl_2d s3
dcl_blendindices11 o0.zw
dcl_color o2.z
dcl_texcoord5 o0.xy
def c26, -0.5, 0.125, 0.5, -7.697601e28
dcl_position v5
dcl_position o9
dcl_binormal8 o7.xyz
dcl_color5 v12
dcl_blendindices o4.xyz
dcl_color14 v4
dcl_color6 o2.y
defi i5, 2, 1, 1, 0
dcl_blendweight13 o5
dcl_tangent4 o7.w
if_le c1.x, v4.z
    loop aL, i5
        setp_lt p0.w, v12.zx, c4[aL]
        lit r2, c1
        min r8, c4[aL], -v12_abs.wwxy
        rep i4
            m3x4 r23, v12[aL]_abs, c43
        endrep
    endloop
endif
mov o9, v4.xwwz
mov o4.xyz, c1
mad o4.w, c2.ywz, v5.yzxy, c2.xwzy
mul o2.w, v5_abs.zzzy, c2_abs
add o0.xy, c1, -c1
min o0.zw, -c0, -c0_abs.yzwz
min o7.xyz, -c2_abs, v4

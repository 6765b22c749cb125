// case: random/valid/vs_3_sw/9 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/9 (assemble)
// expect: the tokens of valid-vs_3_sw-9.bin
// origin: random seed 1 vs_3_sw #9
vs_3_sw
def c16, 69711.625, -2.0, 0.125, 5.5743375
dcl_texcoord13 o9
dcl_blendweight6 o5
dcl_normal o10.xyz
dcl_blendindices5 o7.xy
dcl_2d s0
dcl_position v1
dcl_normal12 o7.zw
defi i55, 2, 3, 2, 0
dcl_fog8 o10.w
defi i20, 3, 0, 2, 0
def c27, -1.0, -2.0, 0.125, -175756500000.0
dcl_blendindices15 v4
dcl_position o11
def c23, 1.0, -1.0, 0.0, 4.0
defb b62, false
def c45, -2.0, 4.0, 7.0629913e-10, -0.5
dcl_fog1 o8.x
dcl_color6 o8.yzw
rsq_sat r28, c3.y
dp3 r30.xw, v4, c1.xwxy
rep i20
    sincos r28.xy, c8191.y
    sgn r28.zw, -v1_abs.xzyx
    mul_sat r17, c2, c3_abs
    min r11, r28.wwz, c8191
    callnz l1609, b7
    mad r16.xyz, r28, -c8191_abs, v4.wyyw
    rcp r20, -r30_abs.x
    frc r18, r17
    mul r14, v1, v4.wzyw
endrep
mov_sat o11, v1.yxw
min o9, c8191.zwyx, r28
mul o7.xy, v1, -c1_abs
add_sat o8.x, v1.yzyz, v1.yz
max o8.yzw, c0.zwyx, c8191.xyx
mov o5, c2
min o10.w, c2.zwyx, -r30_abs
ret
label l1609
ret

// case: random/valid/vs_3_sw/11 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/11 (assemble)
// expect: the tokens of valid-vs_3_sw-11.bin
// origin: random seed 1 vs_3_sw #11
vs_3_sw
dcl_blendweight7 o5
dcl_normal10 o2.w
dcl_fog7 o2.xyz
dcl_position v11
defb b28, true
defi i23, 1, 2, 1, 0
dcl_tangent11 v15
dcl_blendweight6 o3
dcl_color8 o9.xy
dcl_fog7 v1
dcl_cube s0
dcl_fog10 o9.zw
dcl_normal2 v8
def c38, 0.0, 0.125, 0.0, 2.0
def c19, 0.5, -1.0, 2.3858732e-20, -0.5
dcl_position o6
def c25, 2.0, -0.5, 0.0, 0.0
defb b46, false
dcl_2d s2
exp r23, v15.w
callnz l470, !b10
rep i23
    dst r24.xw, c3, c1.wxxz
    dp4 r5, v1, r23_abs.zwyz
    texldl r30, v1, s2
    max r29.xyw, c2_abs, v1
endrep
min o6, c0.yyxy, -c8191
min_sat o9.xy, v1.wxwy, c2
mul o9.zw, v15_abs, -c1
max o3, v8, c2.wzxz
min o2.xyz, c1.wzyz, r23.xyyx
mov_sat o2.w, v15.wywx
ret
label l470
ret

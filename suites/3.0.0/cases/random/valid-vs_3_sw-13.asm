// case: random/valid/vs_3_sw/13 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/13 (assemble)
// expect: the tokens of valid-vs_3_sw-13.bin
// origin: random seed 1 vs_3_sw #13
vs_3_sw
dcl_2d s2
dcl_position o5
dcl_tangent11 o2.x
dcl_blendweight4 v14
dcl_cube s0
defi i45, 1, 1, 1, 0
dcl_color4 v6
dcl_position v5
dcl_binormal6 o2.yzw
dcl_color8 v11
defi i4, 1, 4, 1, 0
dcl_2d s1
defb b19, true
m3x3 r12.xyz, -v5.wywx, c4051
callnz l252, b10
sge r15, c0.xyx, c8191
setp_gt p0.xyz, r12_abs.yxyw, c1
rcp r21, c3.y
if !b2
    rsq_sat r11, -c3.y
    rcp r15.zw, -v6_abs.z
    mova a0, c3.xxzy
    dp3 r19, -v11_abs.wzx, c8[a0.z]
    expp r31, v14.z
endif
max o5, r21_abs, r21.yzzw
mov o2.x, r21
ret
label l252
loop aL, i4
endloop
expp r4, c8191.y
pow_sat r18, r12.x, v5.x
if_le c1.w, c8191.w
    call l691
    exp r2, c2.y
    mova a0, c3_abs.ywzx
endif
ret
label l691
frc r16.xw, -c0
crs r7.xyz, c3_abs, -v14_abs
ret

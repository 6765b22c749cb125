// case: random/valid/vs_2_x/7 (validate)
// expect: valid
// case: random/assemble/vs_2_x/7 (assemble)
// expect: the tokens of valid-vs_2_x-7.bin
// origin: random seed 1 vs_2_x #7
vs_2_x
dcl_blendindices10 v4
defb b7, true
dcl_position v13
def c26, 0.0, 1.6873147e-32, -1.1659812e-17, 1.0
dcl_tangent12 v15
defb b6, false
def c44, 0.25, -1275998600.0, 2.0, -2.0405801e-22
defi i2, 1, 2, 2, 0
defi i4, 3, 1, 1, 0
exp r9.w, v15.w
pow r29.y, -c1.w, v4.y
lrp r21.xyw, c3, -v4, -v4.xxwy
nop
frc r6, -c2.xy
lrp r4, r6.yxxy, c3.xxwy, c3
mova a0, c2
callnz l2, b14
rsq r28, r29.y
sincos r8.x, v15.x, c254, c255
mov r14, -c0[a0.y].wywz
max r15, -c0[a0.y].zwwx, v15.zxzx
lrp r15, c4[a0.x], r6, v4.yyyw
add oPos, r14.yxyx, -c0[a0.w]
min oT2.xy, c8[a0.y], c8
add oT3.xy, v13, c3.zxyz
mov oPts, c0[a0.z].z
ret
label l2
ret

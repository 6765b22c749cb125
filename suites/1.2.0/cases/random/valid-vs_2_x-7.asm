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
nrm r23.xyz, -c255
logp r5, r23.y
max r6.yw, -c1, -r23.yywx
call l9
mov r16.x, v4.xwxw
dst r30, c1.wxxw, v15.xyzy
expp r12, r5.x
max r15.xz, v4.wzzy, v4
callnz l8, b12
slt r17, v15.xzx, c255
slt r23, v4.yzx, c1
nrm r4.xyz, v4.yxz
sgn r25.y, c255, r5, r12
add oPos, -c1, c1
mul oT2.xy, v4, -r23
min oT3.xy, c0, r17
mov oPts, r23.y
ret
label l9
mova a0, c1
sub r21, -c0[a0.w], -c255.zzy
log r30, c4[a0.w].y
mul r15, -c3.zx, c255
crs r31.yz, c4[a0.y], -c8[a0.y]
crs r12.yz, c4[a0.y], -c0
sgn r15.z, c0, r5, r21
add r11.x, c0[a0.y].zzyx, c4[a0.z].yx
ret
label l8
setp_eq p0.yw, -r5, v13.yzwz
dp3 r17, c1, -r12
log r11, -c255.w
rep i2
    min r25, -v4.zwyz, -r11.xzxy
endrep
frc r8.y, -r5
ret

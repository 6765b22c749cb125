// case: random/valid/vs_2_0/9 (validate)
// expect: valid
// case: random/assemble/vs_2_0/9 (assemble)
// expect: the tokens of valid-vs_2_0-9.bin
// origin: random seed 1 vs_2_0 #9
vs_2_0
dcl_fog3 v10
dcl_position v15
defb b3, true
dcl_blendweight8 v9
defi i0, 2, 0, 2, 0
rcp r4, -c1.y
mova a0.x, -c1.xxxy
sub r7, v15, c2
sge r0.yzw, v9.ywx, -v9.zwzy
abs r3, -c2
m4x4 r6, r4.zwwz, c38
nrm r5.xyz, -v15
crs r6.z, c2, c2
dp4 r1.xw, c0, v9.yzyw
add r4.z, -r4, c255
lrp r3, v9, r6, r6.wxxz
expp r1, -c0[a0.x].x
sincos r8.y, r0.y, c254, c255
nrm r7, -c0.xwwy
dst r9, v10, r6
frc r5, c0.zyzx
abs r2.yz, v15.wwwx
callnz l2, b8
dp4 r6.yzw, v9.zxyx, r7
nop
lrp r8.y, v15.zwwx, -r9.yzxy, r0
lit r6, c4[a0.x]
mov oPos, -c0[a0.x]
mad oD1.xy, -c0[a0.x].wzy, r5, r1
max oT4.xy, c1, c1.ywxw
mov oFog, c2.x
ret
label l2
add r6, r7.ywzy, c0
nrm r8.xyz, v9
if b5
    m3x2 r7.xy, v10, c79
endif
ret

// case: random/valid/vs_1_1/4 (validate)
// expect: valid
// case: random/assemble/vs_1_1/4 (assemble)
// expect: the tokens of valid-vs_1_1-4.bin
// origin: random seed 1 vs_1_1 #4
vs_1_1
dcl_position v7
def c49, 0.25, 0.5, 0.25, 4.0
dcl_fog14 v8
rcp r3.zw, -c0.y
mov a0.x, c2.x
dp3 r8, c3.yxzy, -v8.zy
frc r5.y, c255
sge r9.x, -c0, r8
mad r5, c0.wzxz, v8, -c0[a0.x].wxwy
mov r7.yw, c3
log r9.xy, r3.w
min r2.yzw, c255.wxyw, c255
rsq r8, r3.z
logp r9, r2.z
sub r8.xyz, c255.yxy, -c255
rsq r3, c8[a0.x].y
min r7.xyz, c4[a0.x], r9.zxw
mad r4.zw, c4[a0.x].xyzx, -r5.xwwz, -v8.zwyz
sge r6, c0[a0.x], r3.xzx
frc r10.y, r7
m3x2 r0.xy, r9.xywz, c186
mov r11, -c4[a0.x]
m3x2 r0.xy, r3.xwxz, c174
logp r0, -v8.z
mov a0.x, -r6.x
dst r4.yw, r2, -c0[a0.x].zzy
lit r6, c255.yzy
lit r8, c8[a0.x].yxwx
dst r0, r8, r3.ywyx
expp r6.w, r2.w
mul r7, r0.z, -c0
mov a0.x, c3.z
min oPos, r8, c8[a0.x]
max oD0, -r11, r8
mad oT3.xyz, c0, -r3, r6
min oT5.xyz, r4.zy, -c0[a0.x].yzyx
mov oFog, r2.y
mov oPts, r7.y

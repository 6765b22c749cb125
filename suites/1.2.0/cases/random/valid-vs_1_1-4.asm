// case: random/valid/vs_1_1/4 (validate)
// expect: valid
// case: random/assemble/vs_1_1/4 (assemble)
// expect: the tokens of valid-vs_1_1-4.bin
// origin: random seed 1 vs_1_1 #4
vs_1_1
dcl_position v7
def c49, 0.25, 0.5, 0.25, 4.0
dcl_fog14 v8
m4x4 r0, v8, c177
m4x3 r8.xyz, -v7, c39
sub r10, v7.zwwz, c0.xyw
dp3 r5.yz, c3, -r0
m4x3 r9.xyz, v8, c25
rcp r5.xy, c1.x
mov a0.x, c1.w
sge r0.x, c2, c2
log r9.xy, c255.w
min r2.yzw, c255.wxyw, c255
rsq r8, v8.z
logp r9, c4[a0.x].z
sub r8.xyz, r8.yxy, -c1
rsq r3, c0[a0.x].y
min r7.xyz, v7, c3.zxw
mad r4.zw, c2.xyzx, -r2.xwwz, -r8.zwyz
sge r6, c0[a0.x], v8.xzx
frc r10.y, r2
m3x2 r0.xy, r10.xywz, c186
mov r11, -c4[a0.x]
m3x2 r0.xy, r6.xwxz, c174
logp r0, -r8.z
mov a0.x, -c2.x
dst r4.yw, c0[a0.x], -r11.zzy
lit r6, v7.yzy
lit r8, v8.yxwx
dst r0, r8, c0.ywyx
expp r6.w, r4.w
mul r7, c1.z, -r9
max oPos, r7.zwzx, r9
max oD0, c8[a0.x], -r9.wyzw
add oT3.xyz, r6, r9
min oT5.xyz, c1, -r3
mov oFog, v8.x
mov oPts, r10.x

// case: random/valid/vs_1_1/15 (validate)
// expect: valid
// case: random/assemble/vs_1_1/15 (assemble)
// expect: the tokens of valid-vs_1_1-15.bin
// origin: random seed 1 vs_1_1 #15
vs_1_1
dcl_tangent6 v8
dcl_normal4 v1
dcl_position v2
def c58, 0.0, -1.0, -0.5, 633.3922
dcl_color1 v6
exp r8.yz, -v6.x
rcp r0.x, -c0.x
rsq r1, v8.x
mov a0.x, -c2.x
mul r0.yw, -v6, c2
rcp r3, v8.z
nop
m4x3 r7.xyz, v8.wyzx, c157
dst r5.xw, r0.xyxw, r3
m3x2 r5.xy, v2.wwyx, c76
dp3 r9, c2.yyx, c2.xzzw
expp r4, -c1.z
rsq r5, -r9.x
dp3 r10, c255.zxzy, -c255.xw
add r0.yzw, v1.zyyz, -r3
m3x4 r8, r10, c42
m4x4 r7, -r5.wwzy, c9
sub r2.xz, c2.wzyw, r3
mov r7, r0
rcp r8.xz, -r5.y
rsq r0, c8[a0.x].w
min r2.xy, -v1.zwzy, r5.yxwy
m3x3 r1.xyz, r7, c105
m4x3 r6.xyz, r1.zw, c164
exp r1, c0.x
log r7.w, c0[a0.x].y
rcp r9, c0.w
exp r4.xyz, -r0.x
mad r7, c255.yyw, -r4, r5.yyw
min r6.xyz, r7, c3.xzxw
m4x3 r0.xyz, -v6.yzyw, c211
slt r0.xyw, c8[a0.x], c8
m3x2 r6.xy, v8, c85
rcp r11, -r3.w
exp r11.xz, -r10.w
nop
m4x4 r3, r7.wzyz, c5
rcp r3.y, v2.x
add oPos, c255.yyyz, -v8
mad oT0, c4[a0.x].wyyz, c4, r0.wwy
max oT3.x, r9.yxw, r3.wwx
mov oPts, r2.z

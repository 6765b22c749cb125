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
rsq r8.yz, -v6.x
m3x3 r6.xyz, v2.xwwx, c15
rcp r1, v8.x
sub r4.z, -v2, r1.xwxw
expp r6.z, v8.w
rsq r0, -c2.w
sge r10.yw, -c1.ywyz, v2
sge r3.yzw, -c2, c2
dp3 r4, -r6, r0.yyx
log r7, r4.z
m3x4 r6, -r0, c218
sub r1, v8, c255.xxwy
sge r0, r0, -c255
sub r1.yw, -r1, v8.xxzw
sge r7.zw, -r6.wwzy, -r7
min r4, r1, r4
mov r7, v8
rcp r8.xz, -v8.y
rsq r0, r3.w
min r2.xy, -v1.zwzy, c3.yxwy
m3x3 r1.xyz, v6, c105
m4x3 r6.xyz, r7.zw, c164
exp r1, c255.x
log r7.w, v6.y
rcp r9, c1.w
exp r4.xyz, -c3.x
mad r7, r4.yyw, -r4, r1.yyw
min r6.xyz, v1, c2.xzxw
m4x3 r0.xyz, -v1.yzyw, c211
slt r0.xyw, c255, v8
m3x2 r6.xy, v8, c85
rcp r11, -r9.w
exp r11.xz, -r11.w
nop
m4x4 r3, v2.wzyz, c5
rcp r3.y, r6.x
m3x4 r10, r7, c71
mov r8.xw, v6
mad oPos, r11.yxyx, r9.yx, v1
max oT0, c3, r9.zxwx
mul oT3.x, r8.wxzw, c3
mov oPts, r11.w

// case: random/valid/vs_1_1/1 (validate)
// expect: valid
// case: random/assemble/vs_1_1/1 (assemble)
// expect: the tokens of valid-vs_1_1-1.bin
// origin: random seed 1 vs_1_1 #1
vs_1_1
dcl_position v7
dcl_blendweight11 v13
dcl_color14 v5
def c14, 0.0, 0.5, -2.0, 0.125
dcl_blendweight2 v8
def c15, -1.1208083e29, -1.0, 0.125, 0.5
dp3 r2, -v8, c1
mad r9, v8.yyyw, -c0, v8.xzwy
frc r8.xy, -c2.yyzw
mov r1, -r2
m3x2 r2.xy, r1, c105
dp4 r0, r2.yxyz, -c2.zwyw
dp4 r0, -c0, -v13
sub r7, c1.wyxy, c1
m3x4 r9, -r1, c35
nop
add r8, -v13, -c2
add r1, r8, -r2.xwx
expp r7.xzw, -v5.y
m3x4 r2, v8, c14
min r6.xy, -c2.zyxw, -r1.zzxw
max r3.yz, r8, r8.wx
mul r5.xz, -r9.wxxz, c255
sge r4, -r0, r1.wzyw
m4x4 r9, v8.xzzw, c19
dp4 r5, v8.xwzw, -c3
dst r11, c255.xwy, r5
mad r4, c255.wzy, -v8.wzwy, -r0
expp r10, -v8.w
mad oPos, r0, -r7, r5
mov oT2, r4

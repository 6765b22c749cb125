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
min r2, -v8, c1
m3x4 r10, -v7, c244
dp4 r11, -c0, r10
mov r4, -c2
mov r1, -v7
m3x2 r2.xy, r10, c105
dp4 r0, c255.yxyz, -v13.zwyw
dp4 r0, -r2, -r0
sub r7, r0.wyxy, r11
m3x4 r9, -r0, c35
nop
add r8, -r9, -r10
add r1, r7, -r2.xwx
expp r7.xzw, -r7.y
m3x4 r2, r9, c14
min r6.xy, -v8.zyxw, -r4.zzxw
max r3.yz, r10, c1.wx
mul r5.xz, -c1.wxxz, r0
sge r4, -r0, c3.wzyw
m4x4 r9, r11.xzzw, c19
dp4 r5, r7.xwzw, -r2
dst r11, r5.xwy, c255
mad r4, r9.wzy, -v5.wzwy, -r7
mov oPos, -r4.zzx
mov oT2, r8

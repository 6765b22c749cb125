// case: random/valid/vs_1_1/5 (validate)
// expect: valid
// case: random/assemble/vs_1_1/5 (assemble)
// expect: the tokens of valid-vs_1_1-5.bin
// origin: random seed 1 vs_1_1 #5
vs_1_1
dcl_color v12
def c18, -8.25328e27, 0.5, -1.0, -2016874100000000.0
def c46, 1.0, -2.0, 0.0, -0.5
dcl_position v5
mad r6, c255, v12.xxy, -c255
dp3 r11.yw, c1.xwy, v12.xwzw
mul r1, -r6, -c255
sub r6, c1.yyxy, v5
slt r1, r6.ywwz, v5
m4x3 r3.xyz, r1.wxwy, c107
m3x3 r0.xyz, v12.xwxw, c41
sge r5, c3.wxyx, -v5
dp4 r1.xz, -r5, v12
mul r6.xw, r1, -r1.xzzx
lit r1, c0
mul r10, -c3, r1
exp r1.yw, c0.z
log r1.y, r6.x
add r11, v5, r10.zxwz
sub r0, c255.xzy, -v5
sub r2, c3.zzzx, r1
mad r1.x, -c1, -r3.yzyx, r2.wwwz
m3x4 r3, r6.yyzy, c81
slt r3, c0.wwxy, c0
dp3 r7.w, -v5.yzyz, v5.zzx
log r1, v5.z
add r1, -c0.ywxy, v5
m3x3 r1.xyz, -r11.xyyw, c113
log r7, r0.w
expp r2.yw, c2.w
lit r10.xw, r1
m3x3 r11.xyz, r7, c124
mad oPos, c0.wwz, -r6.yxyz, v12.wwzx
min oD0.yz, -r10, -c0
add oT0.xyz, -c0.zwz, -r10.wxwz
mul oT2.xy, r6, r5
mul oT4.x, c2.xxxz, r5.zxwx
mov oT6, c0.zxxy

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
lit r6, c255
logp r4, v5.y
m3x2 r0.xy, v5, c42
rcp r4.yz, v12.x
mul r1, -v5, -c255
sub r6, c0.yyxy, v12
slt r1, r1.ywwz, c0
m4x3 r3.xyz, v5.wxwy, c107
m3x3 r0.xyz, r1.xwxw, c41
sge r5, v12.wxyx, -c1
dp4 r1.xz, -c2, v5
mul r6.xw, r1, -c255.xzzx
lit r1, v5
mul r10, -c2, r5
exp r1.yw, c1.z
log r1.y, v5.x
add r11, c3, c3.zxwz
sub r0, r10.xzy, -r6
sub r2, c1.zzzx, r1
mad r1.x, -c3, -r10.yzyx, v5.wwwz
m3x4 r3, r0.yyzy, c81
slt r3, r11.wwxy, c255
dp3 r7.w, -r3.yzyz, c3.zzx
log r1, r5.z
add r1, -r6.ywxy, v5
m3x3 r1.xyz, -r4.xyyw, c113
log r7, r4.w
expp r2.yw, r0.w
mov oPos, -c255.yywx
mad oD0.yz, -c1.wyyx, r7.yxwx, r6.wwz
max oT0.xyz, -c255, r2.wwzx
min oT2.xy, -r2, -r3
add oT4.x, -r7.zwz, -r4.wxwz
mul oT6, r11, r4

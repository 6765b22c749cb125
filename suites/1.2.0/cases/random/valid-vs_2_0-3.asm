// case: random/valid/vs_2_0/3 (validate)
// expect: valid
// case: random/assemble/vs_2_0/3 (assemble)
// expect: the tokens of valid-vs_2_0-3.bin
// origin: random seed 1 vs_2_0 #3
vs_2_0
dcl_position v9
defi i3, 4, 4, 1, 0
dcl_color7 v12
defb b7, true
defi i11, 1, 2, 2, 0
dst r0, -c0, -c255
abs r3.z, -c255
dst r1, r3.zzzw, v9
dst r9.zw, r0, r1.yzzw
mov r3.yzw, v9
abs r5, -c2
exp r0, c1.x
mov r10, r5.wzyw
m4x3 r3.xyz, -r1, c235
add r1, c3, c1
expp r9, -r3.z
mad r5.xw, c2, c255.wyyw, r3.yywy
lrp r11, r3, v12, r3.yywz
crs r11.xy, r0, -r10
add r3.w, c1, v12.zyxy
dp4 r6, r1.xzzw, r1
dp3 r8, c1, r10.wwzx
mad oPos, v12.xyz, c255, -r5.wwxw
mov oD1.zw, c2
mad oT5.xyz, -c255.zxwz, -c1.wyx, -v9.wxwy
mov oPts, -v12.w

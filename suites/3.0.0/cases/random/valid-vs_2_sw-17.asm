// case: random/valid/vs_2_sw/17 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/17 (assemble)
// expect: the tokens of valid-vs_2_sw-17.bin
// origin: random seed 1 vs_2_sw #17
vs_2_sw
dcl_position v7
defi i32, 2, 1, 1, 0
defb b39, false
dp4 r10, -c1, -c1
log r4, -c2.x
min r31, -r4, c2.wy
slt r16, -c8191.xwwy, -c1.wzx
sub r26, -c1.xwzy, c8191
slt r5.xy, r16, c2
mov r11.xzw, v7.wyyw
frc r12, -c8191.xyyx
log r16, -r4.x
m3x4 r7, r26, c4831
setp_ne p0.x, c2.yyw, c1.yzzw
max r25, v7, c3.yzw
lrp r9, -r12.wzyw, r16, r12.wyxw
crs r25.y, -r4, c2
mov oPos, c2
min oD1.w, -r9, c2
mul oT0, v7.xxyx, -r10
min oT3.xyz, -r16.wzw, c0.wxxy
mov oT5, r31
mul oT6.x, r31.wxzw, -c8191
mov oFog, v7.x

// case: random/valid/vs_2_0/8 (validate)
// expect: valid
// case: random/assemble/vs_2_0/8 (assemble)
// expect: the tokens of valid-vs_2_0-8.bin
// origin: random seed 1 vs_2_0 #8
vs_2_0
defi i15, 3, 1, 1, 0
defb b1, false
dcl_position v9
dcl_color14 v3
def c61, -0.5, 6.38343e-20, -2.0, 0.125
defi i2, 1, 0, 1, 0
dcl_binormal13 v13
mova a0.x, -v13
exp r11, c2.y
max r9.x, c255, -v3.ywyw
dp3 r2, c0, -c0[a0.x].xxxy
min r1, v3, v3
m3x4 r6, r1, c242
slt r3.x, c2, r1.ywwx
sincos r4.y, -v9.w, c254, c255
sgn r5.xyz, r1.zxxw, r2, r6
sincos r6.y, -v3.w, c254, c255
sge r0, v9, c2.wyz
slt r0, c255, r11.zwz
log r11.xz, c2.z
sincos r1.x, v3.y, c254, c255
mad r3, -r11, v9.wyxw, r1.xwzx
exp r0, -c0.y
crs r9.yz, c0, r11
m4x4 r0, v3, c19
mad oPos, c0[a0.x].xyyz, r0, -v9.yxwz
mov oPts, -r3.z

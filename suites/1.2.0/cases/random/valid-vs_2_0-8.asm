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
max r2, c255.zwzw, c0
mov r9.x, c1
rcp r3, c0.y
nrm r4, -v13.xyx
logp r4, -v13.y
dst r10.yz, -c255.zzwz, -c255.zxw
pow r10.zw, r2.z, r3.x
m3x2 r4.xy, -v13, c142
rcp r6, c2.z
sgn r6.x, -c0, r2, r3
lrp r0, v13, c3.wyz, v13.yywz
lit r6, r6.xwzx
call l7
max r11.yw, c2, c3
rcp r3, -r10.w
dst r11, v9.zzzw, -r4.z
add r0, r4.ywwx, r11
mova a0.x, r4.yywz
add oPos, c0, -c3.xxxy
mov oPts, -c3.y
ret
label l7
dst r3, r6, -c3.yzyz
crs r3.x, -c255, -c2
min r9.yw, -v13.xxyw, -c1.xxyz
mova a0.x, c2
ret

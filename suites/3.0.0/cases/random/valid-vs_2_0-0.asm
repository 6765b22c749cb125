// case: random/valid/vs_2_0/0 (validate)
// expect: valid
// case: random/assemble/vs_2_0/0 (assemble)
// expect: the tokens of valid-vs_2_0-0.bin
// origin: random seed 1 vs_2_0 #0
vs_2_0
defi i3, 2, 2, 2, 0
def c9, 0.25, -2.3332067e33, -2.0, 4.2708502e-29
def c56, 0.5, -2.0, 1.0, 0.25
def c29, -1.996257e-23, 0.5, 2.0, -0.5
dcl_fog2 v2
def c25, -1.0, -1.0, 6.186376e-14, -0.5
defi i11, 3, 4, 1, 0
dcl_position v5
add r4, -c255, c255.wzzw
logp r2.xyw, c1.w
nrm r8, -c0
exp r1, r4.w
max r5, -r8.wxwx, c2.xwxz
rsq r7, r8.y
rcp r4.xy, c255.z
sincos r7.y, r5.z, c254, c255
crs r2.xyz, r4, -r1
call l8
log r11, v5.x
sge r3, r4, -v5.zwzw
sge r6, -c1, -r1
callnz l8, b11
mul oPos, -r3, r4
mul oD0.y, r2.xzzw, c255.wxyz
mad oT0, r6, c0, r2.xxzw
mad oT2.x, -v5, -r8, c255
ret
label l8
dp4 r4, -c3.yyyx, -r8
ret

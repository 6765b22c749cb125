// case: random/valid/vs_2_0/7 (validate)
// expect: valid
// case: random/assemble/vs_2_0/7 (assemble)
// expect: the tokens of valid-vs_2_0-7.bin
// origin: random seed 1 vs_2_0 #7
vs_2_0
defi i12, 2, 2, 1, 0
dcl_position v12
defb b14, true
defb b6, true
crs r10.x, v12, -v12
m3x2 r9.xy, -v12.zxwx, c45
expp r8, c0.w
max r4, r8.zyx, -c1.xxwz
dst r8.yz, v12, r4
frc r1.y, -c1
dp3 r8, c2.zwyx, -c3
m3x3 r6.xyz, -r4, c95
sge r5, -r4, v12
loop aL, i12
endloop
exp r5.yz, r4.z
loop aL, i12
endloop
mul oPos, c0, -c2
mov oT3, r5.zxy
mov oFog, -c255.y

// case: random/valid/vs_2_0/6 (validate)
// expect: valid
// case: random/assemble/vs_2_0/6 (assemble)
// expect: the tokens of valid-vs_2_0-6.bin
// origin: random seed 1 vs_2_0 #6
vs_2_0
dcl_position v13
defi i1, 2, 1, 1, 0
def c3, -0.5, 0.9736332, 2.0, -2.0
def c20, 4.0, -1.2001715e30, 0.0, 4596624.0
def c37, 0.5, 2.0, -3287476.8, -1.0
callnz l2, b0
loop aL, i1
    dp3 r8.zw, c2.zxyz, -v13
    max r2.w, v13.xwx, -c4[aL].yzzw
    mad r10, c1, -v13, c1.wywz
    crs r9.xyz, c0, -c0
    crs r1.x, v13, -c3
    mov r7, -c2
    frc r4.yz, r7
    frc r8, c4[aL].yyxz
    sincos r4.xy, r7.y, c254, c255
endloop
rsq r7, c1.z
max r7, -r7.xxyw, c3
dp3 r10, c255.yxwx, v13
dp4 r9.yzw, -c1, -c1.zy
dp3 r8, -r7, c255.xwwz
dp4 r8, c1.xxwx, -r8.zyxz
mov oPos, -c1.zwxy
min oD1.xz, v13, r8
mul oT1.xy, -c1, r9.zywy
mad oT4.xy, c1.zzxw, -c1, r7.xzy
mov oFog, -r8.x
mov oPts, -c1.y
ret
label l2
pow r0, c255.y, c255.z
expp r5, v13.y
min r1, v13.xxyw, c1.zwzx
crs r2.y, -c3, -r5
abs r7, -c0
mov r8, -c3.zxwz
exp r3, c1.y
ret

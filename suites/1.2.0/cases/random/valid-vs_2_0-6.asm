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
expp r4, v13.z
sub r8, c3.zxyz, -c0
rcp r2.w, -c1.x
exp r5, c0.z
sub r9, r5, -c3.zwxy
log r7, r5.z
sge r9, c1, -c1.yyyz
loop aL, i1
    abs r1, -r4.wwyz
    callnz l8, !b13
    rcp r8.xw, c4[aL].z
    m3x3 r5.xyz, v13.xxwy, c142
endloop
rsq r7, r8.z
callnz l15, b2
m4x4 r3, r8, c74
pow r10, c255.y, c2.y
dp4 r9.yzw, -c1, -c255.zy
max oPos, c3.xwwz, r8
mad oD1.xz, r8.ywwy, c1.xwx, c1
mov oT1.xy, r9
mov oT4.xy, -r8.ywzw
mov oFog, r3.z
mov oPts, c3.z
ret
label l8
nop
m4x3 r0.xyz, v13.zwyz, c56
dst r10, -r0, c2.xzy
rcp r9, -c1.y
sge r0.yz, r10, r1.wwxy
ret
label l15
logp r10, c1.y
add r2.yzw, r4, r4.wzwx
ret

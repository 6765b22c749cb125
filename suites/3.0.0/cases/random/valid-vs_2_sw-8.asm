// case: random/valid/vs_2_sw/8 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/8 (assemble)
// expect: the tokens of valid-vs_2_sw-8.bin
// origin: random seed 1 vs_2_sw #8
vs_2_sw
def c52, 1.0, 0.25, -0.5, 0.008676411
dcl_position v14
defi i61, 2, 4, 1, 0
def c20, 2.3234058e24, -1.0, 4.0, -2.0
defb b25, false
defb b59, false
dcl_tangent11 v2
pow r18, -v14.x, c0.y
frc r24, c3.xxwx
callnz l1911, !b2
m3x4 r16, r18, c3691
m4x3 r15.xyz, r24, c6705
add oPos, -c2.xwzx, v2
max oT0, c8191, v14
max oT1, -v14.xwxy, -r24.ywxw
max oT7.xyz, -c2.xzyz, c2
mov oPts, r24.z
ret
label l1911
if b1
endif
call l1244
m3x3 r16.xyz, v14, c537
expp r14, -c8191.w
m3x4 r1, r18, c1988
sub r13, c2, v2
ret
label l1244
nrm r20, r18.ywz
ret

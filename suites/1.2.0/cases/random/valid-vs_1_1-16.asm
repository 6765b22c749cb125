// case: random/valid/vs_1_1/16 (validate)
// expect: valid
// case: random/assemble/vs_1_1/16 (assemble)
// expect: the tokens of valid-vs_1_1-16.bin
// origin: random seed 1 vs_1_1 #16
vs_1_1
def c27, 0.125, 0.5, 4.0, 0.125
def c10, 0.25, 0.5, 2.0, 0.25
dcl_position v10
slt r2, -c2.yyxy, c2
logp r3, c1.w
mov r11, v10
m4x4 r5, -r2.wywx, c226
expp r4, -r2.x
mov a0.x, c255.y
m3x4 r2, -r4, c55
mov a0.x, r4.w
m3x2 r4.xy, r3.wyxz, c197
mul oPos, -r11.xxz, -c0[a0.x].xxwx
max oD1.yw, c0[a0.x].zzxy, c0.wzy
max oT1, -r3, -r5
mov oT6.x, r4.ywzy
